/**
 * The ridden-hard sentences when the ride was not hard by itself but its time in Z5+ and the next day's session
 * would pass 25 min of Z5+ within 48 h (`riddenHardChanges`, cause `z5` [S7]): "your ride was a hard one" would not
 * be true of it. {topMinutes} is the ride day's time in Z5+ (minutes); the other placeholders are those of the
 * reason's own sentence. The sessions a ridden day acts on are all hard ones (sweet spot and above), so the words
 * fit every one of them.
 */
import type { CoachLanguage } from '../workout/types.ts';
import type { ReasonCode } from './types.ts';

export type RiddenZ5Reason = Extract<ReasonCode, 'riddenHardMoved' | 'riddenHardEased' | 'riddenHardRest'>;

export const RIDDEN_Z5_PLACEHOLDERS: Readonly<Record<RiddenZ5Reason, readonly string[]>> = {
  riddenHardMoved: ['dayBefore', 'from', 'rideDay', 'session', 'to', 'topMinutes'],
  riddenHardEased: ['day', 'previous', 'rideDay', 'session', 'topMinutes', 'workout'],
  riddenHardRest: ['day', 'rideDay', 'session', 'topMinutes'],
};

export const RIDDEN_Z5_TEXTS: Readonly<Record<RiddenZ5Reason, Readonly<Record<CoachLanguage, string>>>> = {
  riddenHardMoved: {
    en: 'Your ride on {rideDay} had {topMinutes} at VO2max intensity or above, so we moved {session} from {from} to {to}: the next day it would have taken you past 25 minutes at that intensity within 48 hours, and {dayBefore} stays easy so you arrive fresh.',
    pt: 'Seu pedal de {rideDay} teve {topMinutes} em intensidade de VO2máx ou acima, então movemos {session} de {from} para {to}: no dia seguinte, você passaria de 25 minutos nessa intensidade em 48 horas, e {dayBefore} fica leve para você chegar com as pernas descansadas.',
    es: 'Tu salida del {rideDay} tuvo {topMinutes} a intensidad de VO2máx o más, así que pasamos {session} del {from} al {to}: al día siguiente habrías superado los 25 minutos a esa intensidad en 48 horas, y el {dayBefore} queda suave para que llegues con las piernas frescas.',
  },
  riddenHardEased: {
    en: 'Your ride on {rideDay} had {topMinutes} at VO2max intensity or above, and {session} the next day would have taken you past 25 minutes at that intensity within 48 hours; no other day this week has room for it, so we eased {day}: {workout} instead of {previous}.',
    pt: 'Seu pedal de {rideDay} teve {topMinutes} em intensidade de VO2máx ou acima, e com {session} no dia seguinte você passaria de 25 minutos nessa intensidade em 48 horas; nenhum outro dia desta semana comporta esse treino, então aliviamos o treino de {day}: {workout} no lugar de {previous}.',
    es: 'Tu salida del {rideDay} tuvo {topMinutes} a intensidad de VO2máx o más, y con {session} al día siguiente habrías superado los 25 minutos a esa intensidad en 48 horas; ningún otro día de esta semana tiene hueco para ese entrenamiento, así que aliviamos el entrenamiento del {day}: {workout} en lugar de {previous}.',
  },
  riddenHardRest: {
    en: 'Your ride on {rideDay} had {topMinutes} at VO2max intensity or above, and {session} the next day would have taken you past 25 minutes at that intensity within 48 hours; no other day this week has room for it, so {day} is now a rest day.',
    pt: 'Seu pedal de {rideDay} teve {topMinutes} em intensidade de VO2máx ou acima, e com {session} no dia seguinte você passaria de 25 minutos nessa intensidade em 48 horas; nenhum outro dia desta semana comporta esse treino, então {day} agora é dia de descanso.',
    es: 'Tu salida del {rideDay} tuvo {topMinutes} a intensidad de VO2máx o más, y con {session} al día siguiente habrías superado los 25 minutos a esa intensidad en 48 horas; ningún otro día de esta semana tiene hueco para ese entrenamiento, así que el {day} ahora es día de descanso.',
  },
};

export function isRiddenZ5(reason: ReasonCode, cause: unknown): reason is RiddenZ5Reason {
  return cause === 'z5' && reason in RIDDEN_Z5_TEXTS;
}
