import type { Language } from '@domestique/contract';
import type { EmailCopy } from './templates.ts';

/** The mail that says a rider's copy of their data is ready (modules/exports); its link works once, for 48 hours. */
export const dataExportCopy: { dataExportReady: Record<Language, EmailCopy> } = {
  dataExportReady: {
    en: {
      subject: 'Your Domestique data is ready to download',
      greeting: (n) => (n ? `Hi ${n},` : 'Hi,'),
      body: 'The copy of your data you asked for is ready: your original ride files, every ride’s metrics, your plans, check-ins and settings, in one ZIP file.',
      action: 'Download my data',
      footer:
        'The link works once and expires in 48 hours, then the file is deleted. You can also download it from Settings → Your data while it lasts. If you did not ask for this, change your password.',
    },
    pt: {
      subject: 'Seus dados do Domestique estão prontos para baixar',
      greeting: (n) => (n ? `Olá, ${n}!` : 'Olá!'),
      body: 'A cópia dos seus dados que você pediu está pronta: os arquivos originais dos seus pedais, as métricas de cada pedal, seus planos, check-ins e configurações, em um arquivo ZIP.',
      action: 'Baixar meus dados',
      footer:
        'O link funciona uma vez e expira em 48 horas; depois o arquivo é apagado. Enquanto isso, você também pode baixá-lo em Configurações → Seus dados. Se não foi você que pediu, troque sua senha.',
    },
    es: {
      subject: 'Tus datos de Domestique están listos para descargar',
      greeting: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
      body: 'La copia de tus datos que pediste está lista: los archivos originales de tus salidas, las métricas de cada salida, tus planes, check-ins y ajustes, en un archivo ZIP.',
      action: 'Descargar mis datos',
      footer:
        'El enlace funciona una vez y caduca en 48 horas; después el archivo se borra. Mientras tanto también puedes descargarlo en Ajustes → Tus datos. Si no lo pediste tú, cambia tu contraseña.',
    },
  },
};
