import type { Language } from '@domestique/contract';

/**
 * README.txt of a data export, in the rider's language: what each file holds. Every file in the archive is listed
 * (a test checks it); files of the same kind (rides/, workouts/) share a description.
 */
type Key =
  | 'account.json'
  | 'sign-in-methods.json'
  | 'account-deletion.json'
  | 'sessions.json'
  | 'profile.json'
  | 'zones.json'
  | 'ride-sources.json'
  | 'ftp-history.json'
  | 'ftp-suggestions.json'
  | 'check-ins.json'
  | 'consents.json'
  | 'unavailable-days.json'
  | 'ride-feedback.json'
  | 'calendar-feeds.json'
  | 'access-tokens.json'
  | 'newsletter.json'
  | 'strength-logs.json'
  | 'summary-emails.json'
  | 'plans.json'
  | 'workouts.json'
  | 'summaries.json'
  | 'coach-chat.json'
  | 'coach-chat-proposals.json'
  | 'connections.json'
  | 'activities.csv'
  | 'rides/'
  | 'workouts/';

const files: Record<Language, Record<Key, string>> = {
  en: {
    'account.json': 'Your account: name, email, language, marketing consent and when you signed up.',
    'sign-in-methods.json': 'How you sign in (password or Google), without passwords or tokens.',
    'account-deletion.json':
      'A request to delete your account, if you made one: when, its status and when it takes effect.',
    'sessions.json': 'Your signed-in devices: when, IP address and browser, without the session keys.',
    'profile.json':
      'Your profile: age, weight, experience, goal, FTP typed, heart-rate settings, training week.',
    'zones.json': 'Your power zones (from your current FTP) and heart-rate zones (from your LTHR).',
    'ride-sources.json':
      'Where each ride came from (upload, Garmin, Strava, intervals.icu) and its id there.',
    'ftp-history.json': 'Every FTP you have had, with its source (manual, test, estimate) and reason.',
    'ftp-suggestions.json': 'FTP estimates from your rides and whether you accepted or dismissed them.',
    'check-ins.json': 'Your daily check-ins (sleep, fatigue, soreness, stress, motivation, resting HR, HRV).',
    'consents.json':
      'Your consents (health data in check-ins, the newsletter, each connected service): when you gave and withdrew each, and the version of the text you saw.',
    'unavailable-days.json': 'The days you marked as unable to ride, and why.',
    'ride-feedback.json': 'How each ride felt to you (RPE and too easy / right / too hard).',
    'calendar-feeds.json': 'Your calendar feeds (created, revoked), without their secret address.',
    'access-tokens.json':
      'Your personal access tokens for assistants (name, created, last used), without the tokens.',
    'newsletter.json':
      'Your newsletter subscription for your address: status, language and when you consented.',
    'strength-logs.json': 'The strength sessions you logged: day, duration, effort and load.',
    'summary-emails.json': 'Whether you get the weekly and the monthly summary by e-mail.',
    'plans.json':
      'Your training plans: settings, weeks with their sessions, and every change with its reason, in your language.',
    'workouts.json': 'The workouts you made or imported, with their steps.',
    'summaries.json': 'Your weekly and monthly summaries, worded in your language.',
    'coach-chat.json':
      'Your conversation in the coach’s chat: your messages and the replies, with the model that wrote each.',
    'coach-chat-proposals.json':
      'The plan changes the coach proposed in the chat, and whether you accepted or dismissed each.',
    'connections.json': 'Your connections to Garmin, Strava and intervals.icu, without any keys or tokens.',
    'activities.csv':
      'One line per ride with every metric we computed (time, distance, power, TSS, heart rate, best powers…).',
    'rides/': 'The original file of each ride, byte for byte as it was uploaded or synced.',
    'workouts/': 'Each of your own workouts as a .zwo (Zwift) and a .fit (Garmin and other devices) file.',
  },
  pt: {
    'account.json': 'Sua conta: nome, e-mail, idioma, consentimento de marketing e quando você se cadastrou.',
    'sign-in-methods.json': 'Como você entra (senha ou Google), sem senhas nem tokens.',
    'account-deletion.json':
      'Um pedido de exclusão da sua conta, se você fez um: quando, em que pé está e quando vale.',
    'sessions.json':
      'Seus dispositivos conectados: quando, endereço IP e navegador, sem as chaves de sessão.',
    'profile.json':
      'Seu perfil: idade, peso, experiência, objetivo, FTP informado, frequência cardíaca, semana de treino.',
    'zones.json': 'Suas zonas de potência (do FTP atual) e de frequência cardíaca (do seu LTHR).',
    'ride-sources.json': 'De onde veio cada pedal (envio, Garmin, Strava, intervals.icu) e o id dele lá.',
    'ftp-history.json':
      'Todos os FTPs que você já teve, com a origem (manual, teste, estimativa) e o motivo.',
    'ftp-suggestions.json': 'Estimativas de FTP dos seus pedais e se você as aceitou ou dispensou.',
    'check-ins.json': 'Seus check-ins diários (sono, fadiga, dor, estresse, motivação, FC de repouso, VFC).',
    'consents.json':
      'Seus consentimentos (dados de saúde nos check-ins, a newsletter, cada serviço conectado): quando deu e retirou cada um, e a versão do texto que viu.',
    'unavailable-days.json': 'Os dias em que você marcou que não pode pedalar, e o motivo.',
    'ride-feedback.json': 'Como você sentiu cada pedal (PSE e fácil demais / certo / difícil demais).',
    'calendar-feeds.json': 'Seus feeds de calendário (criados, revogados), sem o endereço secreto.',
    'access-tokens.json':
      'Seus tokens de acesso pessoal para assistentes (nome, criação, último uso), sem os tokens.',
    'newsletter.json':
      'Sua inscrição na newsletter para o seu endereço: situação, idioma e quando você consentiu.',
    'strength-logs.json': 'As sessões de força que você registrou: dia, duração, esforço e carga.',
    'summary-emails.json': 'Se você recebe o resumo semanal e o mensal por e-mail.',
    'plans.json':
      'Seus planos de treino: configurações, semanas com as sessões e cada mudança com o motivo, no seu idioma.',
    'workouts.json': 'Os treinos que você criou ou importou, com os passos.',
    'summaries.json': 'Seus resumos semanais e mensais, escritos no seu idioma.',
    'coach-chat.json':
      'Sua conversa no chat de treino: suas mensagens e as respostas, com o modelo que escreveu cada uma.',
    'coach-chat-proposals.json':
      'As mudanças no plano propostas no chat, e se você aceitou ou dispensou cada uma.',
    'connections.json': 'Suas conexões com Garmin, Strava e intervals.icu, sem chaves nem tokens.',
    'activities.csv':
      'Uma linha por pedal com todas as métricas que calculamos (tempo, distância, potência, TSS, FC, melhores potências…).',
    'rides/': 'O arquivo original de cada pedal, byte a byte como foi enviado ou sincronizado.',
    'workouts/': 'Cada treino seu como arquivo .zwo (Zwift) e .fit (Garmin e outros dispositivos).',
  },
  es: {
    'account.json': 'Tu cuenta: nombre, correo, idioma, consentimiento de marketing y cuándo te registraste.',
    'sign-in-methods.json': 'Cómo inicias sesión (contraseña o Google), sin contraseñas ni tokens.',
    'account-deletion.json':
      'Una solicitud para borrar tu cuenta, si hiciste una: cuándo, en qué estado está y cuándo se aplica.',
    'sessions.json':
      'Tus dispositivos con sesión iniciada: cuándo, dirección IP y navegador, sin las claves de sesión.',
    'profile.json':
      'Tu perfil: edad, peso, experiencia, objetivo, FTP indicado, frecuencia cardiaca, semana de entrenamiento.',
    'zones.json': 'Tus zonas de potencia (de tu FTP actual) y de frecuencia cardiaca (de tu LTHR).',
    'ride-sources.json': 'De dónde vino cada salida (subida, Garmin, Strava, intervals.icu) y su id allí.',
    'ftp-history.json': 'Cada FTP que has tenido, con su origen (manual, test, estimación) y motivo.',
    'ftp-suggestions.json': 'Estimaciones de FTP de tus salidas y si las aceptaste o descartaste.',
    'check-ins.json': 'Tus check-ins diarios (sueño, fatiga, dolor, estrés, motivación, FC en reposo, VFC).',
    'consents.json':
      'Tus consentimientos (datos de salud en los check-ins, el boletín, cada servicio conectado): cuándo diste y retiraste cada uno, y la versión del texto que viste.',
    'unavailable-days.json': 'Los días que marcaste sin poder montar, y por qué.',
    'ride-feedback.json': 'Cómo sentiste cada salida (RPE y demasiado fácil / bien / demasiado dura).',
    'calendar-feeds.json': 'Tus feeds de calendario (creados, revocados), sin su dirección secreta.',
    'access-tokens.json':
      'Tus tokens de acceso personal para asistentes (nombre, creación, último uso), sin los tokens.',
    'newsletter.json':
      'Tu suscripción al boletín para tu dirección: estado, idioma y cuándo diste tu consentimiento.',
    'strength-logs.json': 'Las sesiones de fuerza que registraste: día, duración, esfuerzo y carga.',
    'summary-emails.json': 'Si recibes el resumen semanal y el mensual por correo.',
    'plans.json':
      'Tus planes de entrenamiento: ajustes, semanas con sus sesiones y cada cambio con su motivo, en tu idioma.',
    'workouts.json': 'Los entrenamientos que creaste o importaste, con sus pasos.',
    'summaries.json': 'Tus resúmenes semanales y mensuales, redactados en tu idioma.',
    'coach-chat.json':
      'Tu conversación en el chat de entrenamiento: tus mensajes y las respuestas, con el modelo que escribió cada una.',
    'coach-chat-proposals.json':
      'Los cambios del plan propuestos en el chat, y si aceptaste o descartaste cada uno.',
    'connections.json': 'Tus conexiones con Garmin, Strava e intervals.icu, sin claves ni tokens.',
    'activities.csv':
      'Una línea por salida con cada métrica que calculamos (tiempo, distancia, potencia, TSS, FC, mejores potencias…).',
    'rides/': 'El archivo original de cada salida, byte a byte tal como se subió o sincronizó.',
    'workouts/': 'Cada entrenamiento tuyo como archivo .zwo (Zwift) y .fit (Garmin y otros dispositivos).',
  },
};

const intro: Record<Language, (date: string) => string> = {
  en: (d) =>
    `Your Domestique data, exported on ${d}.\nJSON files are UTF-8; times are UTC (ISO 8601); days are your local days (YYYY-MM-DD).\nUnits are in the column names: _s seconds, _m metres, _w watts, _bpm beats per minute, _kj kilojoules.\n\nFiles:\n`,
  pt: (d) =>
    `Seus dados do Domestique, exportados em ${d}.\nOs arquivos JSON são UTF-8; horários em UTC (ISO 8601); dias são os seus dias locais (AAAA-MM-DD).\nAs unidades estão nos nomes das colunas: _s segundos, _m metros, _w watts, _bpm batimentos por minuto, _kj quilojoules.\n\nArquivos:\n`,
  es: (d) =>
    `Tus datos de Domestique, exportados el ${d}.\nLos archivos JSON son UTF-8; las horas en UTC (ISO 8601); los días son tus días locales (AAAA-MM-DD).\nLas unidades están en los nombres de las columnas: _s segundos, _m metros, _w vatios, _bpm pulsaciones por minuto, _kj kilojulios.\n\nArchivos:\n`,
};

const folderOf = (file: string): Key | null => {
  if (file.startsWith('rides/')) return 'rides/';
  if (file.startsWith('workouts/')) return 'workouts/';
  return null;
};

/** The README for the files in the archive (paths as stored in it), grouped: single files first, then folders. */
export function renderReadme(lang: Language, exportedAt: Date, paths: readonly string[]): string {
  const copy = files[lang];
  const lines: string[] = [];
  const grouped = new Map<Key, string[]>();
  for (const p of paths) {
    const folder = folderOf(p);
    if (folder) grouped.set(folder, [...(grouped.get(folder) ?? []), p]);
    else lines.push(`${p}\n  ${copy[p as Key] ?? ''}\n`);
  }
  for (const [folder, list] of grouped) {
    lines.push(`${folder}\n  ${copy[folder]}\n${list.map((p) => `  - ${p}`).join('\n')}\n`);
  }
  return `${intro[lang](exportedAt.toISOString().slice(0, 10))}\nREADME.txt\n\n${lines.join('\n')}`;
}

export const README_FILES = Object.keys(files.en) as Key[];
