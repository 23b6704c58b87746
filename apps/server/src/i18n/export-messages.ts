/** Messages of the data export (modules/exports) in every interface language; merged into `messages.ts`. */
export const exportMessages = {
  en: {
    export_not_ready: 'Your data is still being gathered. We will email you when it is ready.',
    export_link_invalid:
      'This download link has expired or was already used. Ask for a new copy in Settings → Your data.',
  },
  pt: {
    export_not_ready: 'Ainda estamos reunindo seus dados. Enviaremos um e-mail quando estiverem prontos.',
    export_link_invalid:
      'Este link de download expirou ou já foi usado. Peça uma nova cópia em Configurações → Seus dados.',
  },
  es: {
    export_not_ready: 'Todavía estamos reuniendo tus datos. Te enviaremos un correo cuando estén listos.',
    export_link_invalid:
      'Este enlace de descarga caducó o ya se usó. Pide una copia nueva en Ajustes → Tus datos.',
  },
} as const;
