/**
 * The strength and mobility sessions of the library. Each declares its exercises as a prescription table
 * (exercise, sets, reps or hold, rest, per side); names and cues come from `exercises.ts`.
 */
import type { Localized } from '../workout/types.ts';
import { EXERCISES, type ExerciseKey } from './exercises.ts';
import type { StrengthExercise, StrengthFocus, StrengthSession, StrengthSetting } from './types.ts';

/** `[exercise, sets, reps or "40s" hold, rest s, "perSide"?]` */
type Prescription = readonly [ExerciseKey, number, number | `${number}s`, number, 'perSide'?];

interface SessionDefinition {
  readonly id: string;
  readonly focus: StrengthFocus;
  readonly setting: StrengthSetting;
  readonly minutes: number;
  readonly rpe: number;
  readonly name: Localized;
  readonly description: Localized;
  readonly purpose: Localized;
  readonly exercises: readonly Prescription[];
}

const l = (en: string, pt: string, es: string): Localized => ({ en, pt, es });

function exercise([key, sets, amount, restS, side]: Prescription): StrengthExercise<Localized> {
  const hold = typeof amount === 'string' ? Number(amount.slice(0, -1)) : null;
  return {
    name: EXERCISES[key].name,
    cue: EXERCISES[key].cue,
    sets,
    reps: hold === null ? (amount as number) : null,
    ...(hold === null ? {} : { holdS: hold }),
    ...(side ? { perSide: true } : {}),
    restS,
  };
}

const DEFINITIONS: readonly SessionDefinition[] = [
  {
    id: 'strength-core-bodyweight',
    focus: 'core',
    setting: 'bodyweight',
    minutes: 25,
    rpe: 5,
    name: l(
      'Core stability for cyclists',
      'Estabilidade do core para ciclistas',
      'Estabilidad del core para ciclistas',
    ),
    description: l(
      'Five floor exercises for the trunk and hips, no equipment: planks, dead bugs, bird dogs and bridges. About 25 minutes with a short warm-up.',
      'Cinco exercícios no chão para tronco e quadril, sem equipamento: pranchas, dead bugs, perdigueiros e pontes. Cerca de 25 minutos com um aquecimento curto.',
      'Cinco ejercicios en el suelo para el tronco y la cadera, sin material: planchas, dead bugs, bird dogs y puentes. Unos 25 minutos con un calentamiento corto.',
    ),
    purpose: l(
      'A stable trunk gives your legs a solid base to push from, keeps a low position comfortable and protects the lower back on long rides.',
      'Um tronco estável dá às pernas uma base firme para empurrar, deixa a posição baixa mais confortável e protege a lombar nos pedais longos.',
      'Un tronco estable da a las piernas una base firme desde la que empujar, hace más cómoda la posición baja y protege la zona lumbar en las salidas largas.',
    ),
    exercises: [
      ['plank', 3, '40s', 30],
      ['sidePlank', 3, '30s', 30, 'perSide'],
      ['deadBug', 3, 10, 30, 'perSide'],
      ['birdDog', 3, 8, 30, 'perSide'],
      ['gluteBridge', 3, 15, 30],
    ],
  },
  {
    id: 'strength-single-leg-bodyweight',
    focus: 'singleLeg',
    setting: 'bodyweight',
    minutes: 30,
    rpe: 6,
    name: l('Single-leg strength at home', 'Força unilateral em casa', 'Fuerza a una pierna en casa'),
    description: l(
      'Split squats, step-ups, single-leg deadlifts and bridges with your body weight and a bench or step. About 30 minutes.',
      'Agachamentos búlgaros, subidas no banco, terra unilateral e pontes com o peso do corpo e um banco ou degrau. Cerca de 30 minutos.',
      'Sentadillas búlgaras, subidas al banco, peso muerto a una pierna y puentes con tu peso corporal y un banco o escalón. Unos 30 minutos.',
    ),
    purpose: l(
      'Pedalling is a single-leg effort: these exercises even out left–right differences, strengthen the hips that keep your knees tracking straight and build strength without a gym.',
      'Pedalar é um esforço de uma perna por vez: estes exercícios equilibram diferenças entre os lados, fortalecem o quadril que mantém os joelhos alinhados e constroem força sem academia.',
      'Pedalear es un esfuerzo a una pierna: estos ejercicios igualan diferencias entre lados, fortalecen la cadera que mantiene las rodillas alineadas y construyen fuerza sin gimnasio.',
    ),
    exercises: [
      ['splitSquat', 3, 10, 60, 'perSide'],
      ['stepUp', 3, 10, 60, 'perSide'],
      ['singleLegRdl', 3, 8, 45, 'perSide'],
      ['singleLegBridge', 3, 12, 45, 'perSide'],
      ['calfRaise', 2, 15, 30, 'perSide'],
      ['sidePlank', 2, '30s', 30, 'perSide'],
    ],
  },
  {
    id: 'strength-hinge-gym',
    focus: 'hinge',
    setting: 'gym',
    minutes: 45,
    rpe: 7,
    name: l('Hip hinge strength (gym)', 'Força de quadril na academia', 'Fuerza de cadera en el gimnasio'),
    description: l(
      'Romanian deadlifts, hip thrusts, kettlebell swings and back extensions, finished with dead bugs. About 45 minutes; heavy, but always with two reps in reserve.',
      'Levantamento terra romeno, elevação pélvica, swing com kettlebell e hiperextensão lombar, fechando com dead bugs. Cerca de 45 minutos; pesado, mas sempre com duas repetições de reserva.',
      'Peso muerto rumano, hip thrust, swing con kettlebell e hiperextensiones, terminando con dead bugs. Unos 45 minutos; pesado, pero siempre con dos repeticiones en reserva.',
    ),
    purpose: l(
      'Glutes and hamstrings drive the pedal down: stronger hips raise the force of every pedal stroke and steady you when climbing out of the saddle. In cyclists, heavy strength work has improved economy and late-race power (Rønnestad & Mujika 2014).',
      'Glúteos e posteriores da coxa empurram o pedal para baixo: um quadril mais forte aumenta a força de cada pedalada e dá firmeza na subida em pé. Em ciclistas, o treino de força pesado melhorou a economia e a potência no fim da prova (Rønnestad e Mujika 2014).',
      'Glúteos e isquiotibiales empujan el pedal hacia abajo: una cadera más fuerte aumenta la fuerza de cada pedalada y da firmeza al subir de pie. En ciclistas, la fuerza pesada ha mejorado la economía y la potencia al final de la carrera (Rønnestad y Mujika 2014).',
    ),
    exercises: [
      ['romanianDeadlift', 4, 8, 120],
      ['hipThrust', 3, 10, 90],
      ['kettlebellSwing', 3, 15, 60],
      ['backExtension', 3, 12, 60],
      ['deadBug', 3, 10, 30, 'perSide'],
    ],
  },
  {
    id: 'strength-full-body-gym',
    focus: 'fullBody',
    setting: 'gym',
    minutes: 50,
    rpe: 7,
    name: l(
      'Full-body strength (gym)',
      'Força de corpo inteiro na academia',
      'Fuerza de cuerpo completo en el gimnasio',
    ),
    description: l(
      'Back squats, Romanian deadlifts, rows, Bulgarian split squats and anti-rotation core work. About 50 minutes; the off-season staple, twice a week.',
      'Agachamento com barra, terra romeno, remada, agachamento búlgaro e core antirrotação. Cerca de 50 minutos; o básico da pré-temporada, duas vezes por semana.',
      'Sentadilla con barra, peso muerto rumano, remo, sentadilla búlgara y core antirrotación. Unos 50 minutos; lo básico de la pretemporada, dos veces por semana.',
    ),
    purpose: l(
      'Heavy, low-rep lifting improves cycling economy and sprint power without adding much muscle mass (Rønnestad & Mujika 2014), and keeps bones strong, which riding alone does not.',
      'Levantar pesado com poucas repetições melhora a economia de pedalada e a potência de sprint sem ganhar muita massa muscular (Rønnestad e Mujika 2014), e mantém os ossos fortes, o que só pedalar não faz.',
      'Levantar pesado con pocas repeticiones mejora la economía de pedaleo y la potencia de sprint sin ganar mucha masa muscular (Rønnestad y Mujika 2014), y mantiene los huesos fuertes, algo que pedalear no consigue.',
    ),
    exercises: [
      ['backSquat', 4, 6, 150],
      ['romanianDeadlift', 3, 8, 120],
      ['oneArmRow', 3, 10, 60, 'perSide'],
      ['dumbbellSplitSquat', 3, 8, 90, 'perSide'],
      ['pallofPress', 3, 10, 45, 'perSide'],
      ['plank', 3, '45s', 30],
    ],
  },
  {
    id: 'strength-single-leg-gym',
    focus: 'singleLeg',
    setting: 'gym',
    minutes: 45,
    rpe: 7,
    name: l(
      'Single-leg strength (gym)',
      'Força unilateral na academia',
      'Fuerza a una pierna en el gimnasio',
    ),
    description: l(
      'Loaded Bulgarian split squats, step-ups and single-leg deadlifts, Copenhagen planks and calf raises. About 45 minutes.',
      'Agachamento búlgaro, subida no banco e terra unilateral com carga, prancha de Copenhague e panturrilha. Cerca de 45 minutos.',
      'Sentadilla búlgara, subida al banco y peso muerto a una pierna con carga, plancha de Copenhague y gemelos. Unos 45 minutos.',
    ),
    purpose: l(
      'Builds strength one leg at a time, as you pedal, and trains the small hip and inner-thigh muscles that keep the knee stable under load. The next step once the bodyweight version feels easy.',
      'Constrói força uma perna por vez, como na pedalada, e treina os músculos menores do quadril e da parte interna da coxa que estabilizam o joelho sob carga. O próximo passo quando a versão com o peso do corpo ficar fácil.',
      'Construye fuerza pierna a pierna, como al pedalear, y entrena los músculos pequeños de la cadera y del interior del muslo que estabilizan la rodilla bajo carga. El siguiente paso cuando la versión con peso corporal resulte fácil.',
    ),
    exercises: [
      ['dumbbellSplitSquat', 4, 8, 90, 'perSide'],
      ['dumbbellStepUp', 3, 8, 75, 'perSide'],
      ['dumbbellSingleLegRdl', 3, 8, 60, 'perSide'],
      ['copenhagenPlank', 3, '20s', 45, 'perSide'],
      ['calfRaise', 3, 12, 45, 'perSide'],
    ],
  },
  {
    id: 'strength-core-gym',
    focus: 'core',
    setting: 'gym',
    minutes: 30,
    rpe: 6,
    name: l('Anti-rotation core (gym)', 'Core antirrotação na academia', 'Core antirrotación en el gimnasio'),
    description: l(
      'Pallof presses, suitcase carries, side planks, back extensions and bird dogs. About 30 minutes with a cable or band and a heavy dumbbell.',
      'Pallof press, caminhada com carga unilateral, prancha lateral, hiperextensão e perdigueiro. Cerca de 30 minutos com cabo ou elástico e um halter pesado.',
      'Press Pallof, paseo con carga a un lado, plancha lateral, hiperextensiones y bird dogs. Unos 30 minutos con cable o goma y una mancuerna pesada.',
    ),
    purpose: l(
      'Trains the trunk to resist twisting and side-bending, which is its job when you sprint, climb out of the saddle or ride rough roads: less wasted motion, more power to the pedals.',
      'Treina o tronco para resistir a torções e inclinações laterais, que é o papel dele quando você sprinta, sobe em pé ou pedala em estrada ruim: menos movimento desperdiçado, mais potência no pedal.',
      'Entrena el tronco para resistir giros e inclinaciones laterales, que es su función cuando esprintas, subes de pie o ruedas por carreteras malas: menos movimiento perdido, más potencia en los pedales.',
    ),
    exercises: [
      ['pallofPress', 3, 12, 45, 'perSide'],
      ['suitcaseCarry', 3, '30s', 45, 'perSide'],
      ['sidePlank', 3, '30s', 30, 'perSide'],
      ['backExtension', 3, 12, 45],
      ['birdDog', 3, 8, 30, 'perSide'],
    ],
  },
  {
    id: 'mobility-hips-back',
    focus: 'mobility',
    setting: 'bodyweight',
    minutes: 20,
    rpe: 2,
    name: l(
      'Mobility for hips and back',
      'Mobilidade para quadril e costas',
      'Movilidad para cadera y espalda',
    ),
    description: l(
      'Gentle mobility and long holds for the hip flexors, glutes, hamstrings and upper back. About 20 minutes; good on rest days or after a ride.',
      'Mobilidade suave e alongamentos longos para flexores do quadril, glúteos, posteriores da coxa e parte alta das costas. Cerca de 20 minutos; bom para dias de descanso ou depois do pedal.',
      'Movilidad suave y estiramientos largos para flexores de cadera, glúteos, isquiotibiales y parte alta de la espalda. Unos 20 minutos; bien en días de descanso o después de rodar.',
    ),
    purpose: l(
      'Hours in a bent-over position tighten the front of the hips and stiffen the upper back. Restoring that range keeps your position comfortable and spares the lower back.',
      'Horas na posição inclinada da bike encurtam a frente do quadril e enrijecem a parte alta das costas. Recuperar essa amplitude mantém a posição confortável e poupa a lombar.',
      'Las horas en la posición inclinada de la bici acortan la parte delantera de la cadera y endurecen la parte alta de la espalda. Recuperar ese rango mantiene cómoda la posición y cuida la zona lumbar.',
    ),
    exercises: [
      ['catCow', 2, 10, 15],
      ['hipFlexorStretch', 2, '45s', 15, 'perSide'],
      ['pigeonStretch', 2, '45s', 15, 'perSide'],
      ['openBook', 2, 8, 15, 'perSide'],
      ['hamstringStretch', 2, '45s', 15, 'perSide'],
      ['childPose', 2, '45s', 15],
    ],
  },
  {
    id: 'mobility-pre-ride',
    focus: 'mobility',
    setting: 'bodyweight',
    minutes: 10,
    rpe: 3,
    name: l('Pre-ride activation', 'Ativação antes do pedal', 'Activación antes de rodar'),
    description: l(
      'A short routine before a hard ride or a race: dynamic stretches, hip switches, bridges, bird dogs and cat-cows. About 10 minutes.',
      'Uma rotina curta antes de um treino forte ou de uma prova: alongamentos dinâmicos, trocas 90/90, pontes, perdigueiros e gato-vaca. Cerca de 10 minutos.',
      'Una rutina corta antes de un entrenamiento duro o una carrera: estiramientos dinámicos, cambios 90/90, puentes, bird dogs y gato-vaca. Unos 10 minutos.',
    ),
    purpose: l(
      'Wakes up the hips and glutes and loosens the spine, so the first minutes on the bike feel better and hard efforts start from a ready body.',
      'Desperta quadril e glúteos e solta a coluna, para que os primeiros minutos na bike sejam melhores e os esforços fortes comecem com o corpo preparado.',
      'Despierta la cadera y los glúteos y suelta la columna, para que los primeros minutos en la bici sean mejores y los esfuerzos duros empiecen con el cuerpo preparado.',
    ),
    exercises: [
      ['worldsGreatestStretch', 2, 5, 15, 'perSide'],
      ['hip9090', 2, 8, 15],
      ['gluteBridge', 2, 10, 15],
      ['birdDog', 1, 6, 15, 'perSide'],
      ['catCow', 1, 10, 0],
    ],
  },
  {
    id: 'strength-circuit-bodyweight',
    focus: 'fullBody',
    setting: 'bodyweight',
    minutes: 30,
    rpe: 6,
    name: l(
      'Bodyweight strength circuit',
      'Circuito de força com o peso do corpo',
      'Circuito de fuerza con peso corporal',
    ),
    description: l(
      'Squats, reverse lunges, push-ups, bridges, planks and back extensions on the floor, three sets of each. About 30 minutes, no equipment.',
      'Agachamentos, afundos para trás, flexões, pontes, pranchas e extensões lombares no chão, três séries de cada. Cerca de 30 minutos, sem equipamento.',
      'Sentadillas, zancadas hacia atrás, flexiones, puentes, planchas y extensiones lumbares en el suelo, tres series de cada uno. Unos 30 minutos, sin material.',
    ),
    purpose: l(
      'General strength for legs, trunk and upper body when you cannot get to a gym, including the arms and back that hold you on the bike for hours.',
      'Força geral para pernas, tronco e parte superior do corpo quando não dá para ir à academia, incluindo braços e costas, que sustentam você na bike por horas.',
      'Fuerza general para piernas, tronco y tren superior cuando no puedes ir al gimnasio, incluidos los brazos y la espalda que te sostienen en la bici durante horas.',
    ),
    exercises: [
      ['airSquat', 3, 15, 45],
      ['reverseLunge', 3, 10, 45, 'perSide'],
      ['pushUp', 3, 10, 45],
      ['gluteBridge', 3, 15, 30],
      ['plank', 3, '45s', 30],
      ['superman', 3, 12, 30],
    ],
  },
  {
    id: 'strength-power-gym',
    focus: 'fullBody',
    setting: 'gym',
    minutes: 40,
    rpe: 7,
    name: l('Explosive power (gym)', 'Potência explosiva na academia', 'Potencia explosiva en el gimnasio'),
    description: l(
      'Box jumps, trap-bar deadlifts, jump squats, kettlebell swings and hip thrusts: few reps, full rest, every rep fast. About 40 minutes, after a few weeks of basic strength.',
      'Saltos na caixa, terra com barra hexagonal, agachamentos com salto, swings com kettlebell e elevação pélvica: poucas repetições, descanso completo, cada repetição rápida. Cerca de 40 minutos, depois de algumas semanas de força básica.',
      'Saltos al cajón, peso muerto con barra hexagonal, sentadillas con salto, swings con kettlebell y hip thrust: pocas repeticiones, descanso completo, cada repetición rápida. Unos 40 minutos, tras unas semanas de fuerza básica.',
    ),
    purpose: l(
      'Turns strength into speed, for sprinters and anyone who needs a sharp jump. Do it after a base of heavy strength work, and keep it away from key interval days.',
      'Transforma força em velocidade, para quem sprinta ou precisa de uma arrancada afiada. Faça depois de uma base de força pesada e longe dos dias de intervalos importantes.',
      'Convierte la fuerza en velocidad, para esprinters y para quien necesita un cambio de ritmo afilado. Hazlo tras una base de fuerza pesada y lejos de los días clave de intervalos.',
    ),
    exercises: [
      ['boxJump', 4, 5, 90],
      ['trapBarDeadlift', 4, 5, 150],
      ['jumpSquat', 3, 6, 90],
      ['kettlebellSwing', 3, 12, 60],
      ['hipThrust', 3, 8, 90],
    ],
  },
];

/** Every strength and mobility session, in the order above. */
export const STRENGTH_SESSIONS: readonly StrengthSession[] = Object.freeze(
  DEFINITIONS.map(
    (d): StrengthSession => ({
      id: d.id,
      focus: d.focus,
      setting: d.setting,
      name: d.name,
      description: d.description,
      purpose: d.purpose,
      durationS: d.minutes * 60,
      rpe: d.rpe,
      exercises: d.exercises.map(exercise),
    }),
  ),
);

const BY_ID = new Map(STRENGTH_SESSIONS.map((s) => [s.id, s]));

/** The strength session with this id, or undefined. */
export function strengthSessionById(id: string): StrengthSession | undefined {
  return BY_ID.get(id);
}
