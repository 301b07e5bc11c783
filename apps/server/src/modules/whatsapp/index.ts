// The WhatsApp module's public face (modules/README.md): "pedido pronto" (decision 072).
export { whatsappModule } from './whatsapp.plugin';
export { reserveReadyMessage } from './whatsapp.service';
