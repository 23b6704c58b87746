/** Messages of personal access tokens (modules/access-tokens) in every interface language; merged into `messages.ts`. */
export const tokenMessages = {
  en: {
    token_read_only: 'Personal access tokens can only read your data. Sign in to the app to change anything.',
    token_limit_reached:
      'You already have 10 access tokens. Revoke one you no longer use in Settings → Assistants (MCP), then create a new one.',
    token_invalid:
      'This access token is not valid, or it was revoked. Create a new one in Settings → Assistants (MCP).',
    token_name_required: 'Please give the token a name, such as the assistant you will use it with',
    token_name_too_long: 'Please keep the name to 60 characters or fewer',
    mcp_token_required:
      'The MCP server needs a personal access token: create one in Settings → Assistants (MCP) and send it as "Authorization: Bearer <token>".',
    method_not_allowed: 'This address only answers POST requests (MCP over Streamable HTTP).',
  },
  pt: {
    token_read_only:
      'Tokens de acesso pessoal só podem ler os seus dados. Entre no app para alterar qualquer coisa.',
    token_limit_reached:
      'Você já tem 10 tokens de acesso. Revogue um que não usa mais em Configurações → Assistentes (MCP) e depois crie outro.',
    token_invalid:
      'Este token de acesso não é válido ou foi revogado. Crie outro em Configurações → Assistentes (MCP).',
    token_name_required: 'Dê um nome ao token, por exemplo o do assistente com que vai usá-lo',
    token_name_too_long: 'Use no máximo 60 caracteres no nome',
    mcp_token_required:
      'O servidor MCP precisa de um token de acesso pessoal: crie um em Configurações → Assistentes (MCP) e envie-o como "Authorization: Bearer <token>".',
    method_not_allowed: 'Este endereço só responde a pedidos POST (MCP via Streamable HTTP).',
  },
  es: {
    token_read_only:
      'Los tokens de acceso personal solo pueden leer tus datos. Inicia sesión en la app para cambiar algo.',
    token_limit_reached:
      'Ya tienes 10 tokens de acceso. Revoca uno que ya no uses en Ajustes → Asistentes (MCP) y luego crea otro.',
    token_invalid:
      'Este token de acceso no es válido o fue revocado. Crea otro en Ajustes → Asistentes (MCP).',
    token_name_required: 'Ponle un nombre al token, por ejemplo el del asistente con el que lo usarás',
    token_name_too_long: 'Usa como máximo 60 caracteres en el nombre',
    mcp_token_required:
      'El servidor MCP necesita un token de acceso personal: crea uno en Ajustes → Asistentes (MCP) y envíalo como "Authorization: Bearer <token>".',
    method_not_allowed: 'Esta dirección solo responde a solicitudes POST (MCP mediante Streamable HTTP).',
  },
} as const;
