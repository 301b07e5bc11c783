import type { TeamMember } from '@comanda/shared';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { useSetPin } from '../api/team';

/**
 * A person's PIN on the team screen (decision 056): whether they have one, and a field to set
 * it (4–6 digits; the server refuses one another person of the shop has).
 */
export function PinCell({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const setPin = useSetPin();
  const [pin, setPinText] = useState('');
  const name = member.name || member.email;
  function submit(event: FormEvent) {
    event.preventDefault();
    setPin.mutate(
      { id: member.id, pin },
      {
        onSuccess: () => {
          setPinText('');
          toast.success(t('admin.team.pin.saved', { name }));
        },
        onError: (error) => void toast.error(errorMessage(error, t('admin.team.pin.failed'))),
      },
    );
  }
  if (member.disabled) return null;
  return (
    <form className="flex items-center gap-2" onSubmit={submit}>
      <Badge variant={member.hasPin ? 'success' : 'secondary'}>
        {member.hasPin ? t('admin.team.pin.has') : t('admin.team.pin.none')}
      </Badge>
      <Input
        aria-label={t('admin.team.pin.of', { name })}
        className="w-24"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={pin}
        onChange={(event) => setPinText(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" variant="ghost" size="sm" disabled={pin.length < 4 || setPin.isPending}>
        <KeyRound aria-hidden />
        {member.hasPin ? t('admin.team.pin.change') : t('admin.team.pin.set')}
      </Button>
    </form>
  );
}
