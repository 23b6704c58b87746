import { l, type SessionDefinition } from './session-definition.ts';

/** Sessions with weights (barbell, dumbbells, kettlebell, cable or band): hinge, full body, single-leg, core, power. */
export const GYM_SESSIONS: readonly SessionDefinition[] = [
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
