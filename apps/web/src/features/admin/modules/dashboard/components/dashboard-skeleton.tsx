import { DollarSign } from 'lucide-react';
import { LoadingState } from '@/components/query-states';
import { StatCard } from '@/components/stat-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A blank line of text: keeps a line's height without saying anything. */
const blank = '\u00a0';

/** An alert card as it is with nothing to report: a title and one line. */
function AlertCardShape() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-sm font-medium">{blank}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{blank}</CardDescription>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's first cards, blank, while the figures load, with the wait message over
 * them (a skeleton): the cards take the room they will fill, so nothing under them (the health card) moves
 * when the figures come (issue #38: the dashboard's layout shift was 0.19, all of it the health
 * card pushed down). The same components as the real cards, so the same heights.
 */
export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="relative grid gap-6">
      <div aria-hidden className="grid animate-pulse gap-6 opacity-60">
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <StatCard key={card} title={blank} value={blank} hint={blank} icon={DollarSign} />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard title={blank} value={blank} hint={blank} icon={DollarSign} />
          {[0, 1, 2].map((card) => (
            <AlertCardShape key={card} />
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 top-0">
        <LoadingState label={label} />
      </div>
    </div>
  );
}
