/**
 * Exercises of the strength and mobility sessions, each named and cued once in en/pt/es; sessions pick from here
 * and add the prescription (sets, reps or hold, rest).
 */
import { type ExerciseText, ex } from './exercise-text.ts';
import { MOBILITY_EXERCISES } from './mobility-exercises.ts';

const STRENGTH_EXERCISES = {
  plank: ex(
    ['Front plank', 'Prancha frontal', 'Plancha frontal'],
    [
      'Forearms under shoulders, one straight line from head to heels. Squeeze your glutes and brace your belly; stop when the hips sag.',
      'Antebraços sob os ombros, corpo em linha reta da cabeça aos calcanhares. Contraia glúteos e abdômen; pare quando o quadril cair.',
      'Antebrazos bajo los hombros, cuerpo en línea recta de la cabeza a los talones. Aprieta glúteos y abdomen; para cuando la cadera se hunda.',
    ],
  ),
  sidePlank: ex(
    ['Side plank', 'Prancha lateral', 'Plancha lateral'],
    [
      'Elbow under shoulder, hips high and in line with shoulders and feet. Do not let the top hip roll forward.',
      'Cotovelo sob o ombro, quadril alto e alinhado com ombros e pés. Não deixe o quadril de cima girar para a frente.',
      'Codo bajo el hombro, cadera alta y alineada con hombros y pies. No dejes que la cadera de arriba gire hacia delante.',
    ],
  ),
  deadBug: ex(
    ['Dead bug', 'Dead bug', 'Dead bug'],
    [
      'Lower back pressed into the floor. Slowly reach the opposite arm and leg long, breathe out, and return without the back arching.',
      'Lombar colada no chão. Estenda devagar o braço e a perna opostos, solte o ar e volte sem arquear as costas.',
      'Zona lumbar pegada al suelo. Extiende despacio el brazo y la pierna contrarios, suelta el aire y vuelve sin arquear la espalda.',
    ],
  ),
  birdDog: ex(
    ['Bird dog', 'Perdigueiro (bird dog)', 'Bird dog'],
    [
      'On hands and knees, reach the opposite arm and leg long and hold two seconds. Keep the hips level, as if balancing a glass on your back.',
      'Em quatro apoios, estenda o braço e a perna opostos e segure dois segundos. Quadril nivelado, como se equilibrasse um copo nas costas.',
      'En cuadrupedia, extiende el brazo y la pierna contrarios y mantén dos segundos. Cadera nivelada, como si llevaras un vaso en la espalda.',
    ],
  ),
  gluteBridge: ex(
    ['Glute bridge', 'Ponte de glúteos', 'Puente de glúteos'],
    [
      'Feet flat, drive through your heels and lift until knees, hips and shoulders line up. Squeeze at the top: the work is in the glutes, not the lower back.',
      'Pés apoiados, empurre com os calcanhares e suba até alinhar joelhos, quadril e ombros. Contraia no alto: o trabalho é dos glúteos, não da lombar.',
      'Pies apoyados, empuja con los talones y sube hasta alinear rodillas, cadera y hombros. Aprieta arriba: el trabajo es de los glúteos, no de la zona lumbar.',
    ],
  ),
  singleLegBridge: ex(
    ['Single-leg glute bridge', 'Ponte de glúteos unilateral', 'Puente de glúteos a una pierna'],
    [
      'One foot on the floor, the other knee pulled in. Lift without the hips tilting: the pelvis stays level, as on the bike.',
      'Um pé no chão, o outro joelho recolhido. Suba sem inclinar o quadril: a pelve fica nivelada, como na bike.',
      'Un pie en el suelo, la otra rodilla recogida. Sube sin que la cadera se incline: la pelvis queda nivelada, como en la bici.',
    ],
  ),
  splitSquat: ex(
    ['Bulgarian split squat', 'Agachamento búlgaro', 'Sentadilla búlgara'],
    [
      'Rear foot on a bench, front foot far enough forward that the knee tracks over the toes. Lower straight down under control and drive up through the front heel.',
      'Pé de trás em um banco, pé da frente longe o bastante para o joelho seguir a linha dos dedos. Desça reto e controlado e suba empurrando com o calcanhar da frente.',
      'Pie trasero en un banco, pie delantero lo bastante adelantado para que la rodilla siga la línea de los dedos. Baja recto y controlado y sube empujando con el talón delantero.',
    ],
  ),
  dumbbellSplitSquat: ex(
    [
      'Bulgarian split squat with dumbbells',
      'Agachamento búlgaro com halteres',
      'Sentadilla búlgara con mancuernas',
    ],
    [
      'As the bodyweight version, a dumbbell in each hand and arms long. Pick a weight that leaves two good reps in reserve.',
      'Como a versão sem peso, com um halter em cada mão e braços estendidos. Escolha um peso que deixe duas boas repetições de reserva.',
      'Como la versión sin peso, con una mancuerna en cada mano y los brazos estirados. Elige un peso que deje dos buenas repeticiones en reserva.',
    ],
  ),
  stepUp: ex(
    ['Step-up', 'Subida no banco (step-up)', 'Subida al banco (step-up)'],
    [
      'Whole foot on a knee-high box. Push through that foot to stand tall without pushing off the back leg, then lower slowly.',
      'Pé inteiro em uma caixa na altura do joelho. Suba empurrando com esse pé, sem impulso da perna de trás, e desça devagar.',
      'Pie entero en un cajón a la altura de la rodilla. Sube empujando con ese pie, sin impulso de la pierna de atrás, y baja despacio.',
    ],
  ),
  dumbbellStepUp: ex(
    ['Step-up with dumbbells', 'Subida no banco com halteres', 'Subida al banco con mancuernas'],
    [
      'A dumbbell in each hand; same rules: the working leg does all the lifting, and lowering takes two seconds.',
      'Um halter em cada mão; as mesmas regras: a perna de trabalho faz toda a subida e a descida leva dois segundos.',
      'Una mancuerna en cada mano; mismas reglas: la pierna que trabaja hace toda la subida y la bajada dura dos segundos.',
    ],
  ),
  singleLegRdl: ex(
    [
      'Single-leg Romanian deadlift',
      'Levantamento terra romeno unilateral',
      'Peso muerto rumano a una pierna',
    ],
    [
      'Soft knee, hinge at the hip and let the free leg rise behind you until your body is near horizontal. Hips square to the floor; stand up by squeezing the glute.',
      'Joelho levemente flexionado, incline o tronco a partir do quadril e deixe a perna livre subir atrás até o corpo ficar quase horizontal. Quadril paralelo ao chão; volte contraindo o glúteo.',
      'Rodilla ligeramente flexionada, bisagra de cadera y deja que la pierna libre suba por detrás hasta que el cuerpo quede casi horizontal. Cadera paralela al suelo; vuelve apretando el glúteo.',
    ],
  ),
  dumbbellSingleLegRdl: ex(
    [
      'Single-leg Romanian deadlift with a dumbbell',
      'Levantamento terra romeno unilateral com halter',
      'Peso muerto rumano a una pierna con mancuerna',
    ],
    [
      'Dumbbell in the hand opposite the standing leg, close to the shin. Same hinge; control beats load.',
      'Halter na mão oposta à perna de apoio, perto da canela. O mesmo movimento de quadril; controle vale mais que carga.',
      'Mancuerna en la mano contraria a la pierna de apoyo, cerca de la espinilla. La misma bisagra; el control vale más que la carga.',
    ],
  ),
  calfRaise: ex(
    ['Single-leg calf raise', 'Elevação de panturrilha unilateral', 'Elevación de gemelo a una pierna'],
    [
      'On the edge of a step, lower the heel fully, rise as high as you can and pause one second at the top.',
      'Na borda de um degrau, desça o calcanhar por completo, suba o máximo possível e pause um segundo no alto.',
      'En el borde de un escalón, baja el talón del todo, sube lo más alto posible y pausa un segundo arriba.',
    ],
  ),
  airSquat: ex(
    ['Bodyweight squat', 'Agachamento livre', 'Sentadilla sin peso'],
    [
      'Feet shoulder-width, sit back and down until the thighs are at least parallel, knees following the toes, chest up.',
      'Pés na largura dos ombros, sente para trás e para baixo até as coxas ficarem pelo menos paralelas ao chão, joelhos na linha dos pés, peito aberto.',
      'Pies al ancho de hombros, siéntate atrás y abajo hasta que los muslos queden al menos paralelos, rodillas en la línea de los pies, pecho arriba.',
    ],
  ),
  reverseLunge: ex(
    ['Reverse lunge', 'Afundo para trás', 'Zancada hacia atrás'],
    [
      'Step back and lower until both knees are near 90°, torso upright. Push through the front foot to return.',
      'Dê um passo para trás e desça até os dois joelhos ficarem perto de 90°, tronco ereto. Volte empurrando com o pé da frente.',
      'Da un paso atrás y baja hasta que ambas rodillas estén cerca de 90°, tronco erguido. Vuelve empujando con el pie delantero.',
    ],
  ),
  pushUp: ex(
    ['Push-up', 'Flexão de braço', 'Flexión de brazos'],
    [
      'Hands under shoulders, body in a plank line, elbows about 45° from the body. Lower the chest to a fist above the floor; knees down is fine.',
      'Mãos sob os ombros, corpo alinhado como na prancha, cotovelos a uns 45° do corpo. Desça o peito até um punho do chão; apoiar os joelhos vale.',
      'Manos bajo los hombros, cuerpo alineado como en la plancha, codos a unos 45° del cuerpo. Baja el pecho a un puño del suelo; apoyar las rodillas vale.',
    ],
  ),
  superman: ex(
    ['Superman', 'Extensão lombar no chão (superman)', 'Extensión lumbar en el suelo (superman)'],
    [
      'Face down, lift arms, chest and legs a few centimetres and hold two seconds; long neck, eyes on the floor.',
      'De bruços, eleve braços, peito e pernas alguns centímetros e segure dois segundos; pescoço longo, olhar para o chão.',
      'Boca abajo, eleva brazos, pecho y piernas unos centímetros y mantén dos segundos; cuello largo, mirada al suelo.',
    ],
  ),
  backExtension: ex(
    ['Back extension', 'Hiperextensão lombar', 'Hiperextensión lumbar'],
    [
      'Hips on the pad, hinge down with a flat back and rise until your body is in line. Do not swing past straight.',
      'Quadril no apoio, desça com as costas retas e suba até o corpo ficar alinhado. Não passe da linha reta.',
      'Cadera en el apoyo, baja con la espalda recta y sube hasta que el cuerpo quede alineado. No pases de la línea recta.',
    ],
  ),
  copenhagenPlank: ex(
    ['Copenhagen plank', 'Prancha de Copenhague', 'Plancha de Copenhague'],
    [
      'Side plank with the top leg on a bench (on the knee for the easier version) and the bottom leg free. Squeeze the inner thigh of the top leg to hold the hips up.',
      'Prancha lateral com a perna de cima apoiada em um banco (no joelho, para a versão mais fácil) e a de baixo livre. Contraia a parte interna da coxa de cima para manter o quadril alto.',
      'Plancha lateral con la pierna de arriba apoyada en un banco (en la rodilla, para la versión fácil) y la de abajo libre. Aprieta el interior del muslo de arriba para mantener la cadera alta.',
    ],
  ),
  pallofPress: ex(
    ['Pallof press', 'Pallof press', 'Press Pallof'],
    [
      'Side-on to a cable or band at chest height, press the handle straight out and hold two seconds without letting the torso twist.',
      'De lado para o cabo ou elástico na altura do peito, empurre a pegada para a frente e segure dois segundos sem deixar o tronco girar.',
      'De lado al cable o la goma a la altura del pecho, empuja el agarre al frente y mantén dos segundos sin dejar que el tronco gire.',
    ],
  ),
  suitcaseCarry: ex(
    ['Suitcase carry', 'Caminhada com carga unilateral', 'Paseo con carga a un lado'],
    [
      'A heavy dumbbell or kettlebell in one hand; walk with a tall torso, shoulders level and no leaning toward the weight.',
      'Um halter ou kettlebell pesado em uma mão; caminhe com o tronco ereto, ombros nivelados e sem inclinar para o lado do peso.',
      'Una mancuerna o kettlebell pesada en una mano; camina con el tronco erguido, hombros nivelados y sin inclinarte hacia el peso.',
    ],
  ),
  romanianDeadlift: ex(
    ['Romanian deadlift', 'Levantamento terra romeno', 'Peso muerto rumano'],
    [
      'Bar or dumbbells close to the legs, soft knees, push the hips back until the hamstrings stretch, then drive the hips forward. Back flat throughout.',
      'Barra ou halteres perto das pernas, joelhos levemente flexionados, leve o quadril para trás até sentir alongar a parte de trás da coxa e depois projete o quadril à frente. Costas retas o tempo todo.',
      'Barra o mancuernas pegadas a las piernas, rodillas algo flexionadas, lleva la cadera atrás hasta notar el estiramiento de los isquiotibiales y luego empuja la cadera al frente. Espalda recta todo el tiempo.',
    ],
  ),
  hipThrust: ex(
    ['Hip thrust', 'Elevação pélvica (hip thrust)', 'Hip thrust'],
    [
      'Upper back on a bench, bar padded over the hips. Drive up until the thighs are level, chin tucked, and pause one second.',
      'Parte alta das costas no banco, barra com proteção sobre o quadril. Suba até as coxas ficarem niveladas, queixo recolhido, e pause um segundo.',
      'Parte alta de la espalda en un banco, barra acolchada sobre la cadera. Sube hasta que los muslos queden horizontales, barbilla recogida, y pausa un segundo.',
    ],
  ),
  kettlebellSwing: ex(
    ['Kettlebell swing', 'Swing com kettlebell', 'Swing con kettlebell'],
    [
      'A hip hinge, not a squat: snap the hips forward so the bell floats to chest height, arms relaxed; let it fall back between the legs.',
      'É um movimento de quadril, não um agachamento: projete o quadril à frente para o kettlebell flutuar até a altura do peito, braços relaxados; deixe-o voltar entre as pernas.',
      'Es una bisagra de cadera, no una sentadilla: lanza la cadera al frente para que la kettlebell flote hasta el pecho, brazos relajados; déjala volver entre las piernas.',
    ],
  ),
  backSquat: ex(
    ['Back squat', 'Agachamento com barra', 'Sentadilla con barra'],
    [
      'Bar on the upper back, brace before each rep, sit to at least parallel with the knees tracking the toes and stand up hard. Leave two reps in reserve.',
      'Barra na parte alta das costas, trave o abdômen antes de cada repetição, desça até pelo menos a paralela com os joelhos na linha dos pés e suba com força. Deixe duas repetições de reserva.',
      'Barra en la parte alta de la espalda, bloquea el abdomen antes de cada repetición, baja al menos hasta la paralela con las rodillas en la línea de los pies y sube con fuerza. Deja dos repeticiones en reserva.',
    ],
  ),
  trapBarDeadlift: ex(
    ['Trap-bar deadlift', 'Levantamento terra com barra hexagonal', 'Peso muerto con barra hexagonal'],
    [
      'Stand in the middle, grip the handles, hips lower than in a classic deadlift. Push the floor away, stand up fast and lower under control.',
      'Fique no centro, segure as alças, quadril mais baixo que no terra tradicional. Empurre o chão, suba rápido e desça controlando.',
      'Colócate en el centro, agarra las asas, cadera más baja que en el peso muerto clásico. Empuja el suelo, sube rápido y baja con control.',
    ],
  ),
  oneArmRow: ex(
    ['One-arm dumbbell row', 'Remada unilateral com halter', 'Remo a una mano con mancuerna'],
    [
      'One hand and knee on a bench, back flat. Pull the dumbbell to your hip, elbow close to the body, without twisting.',
      'Uma mão e um joelho no banco, costas retas. Puxe o halter em direção ao quadril, cotovelo junto ao corpo, sem girar o tronco.',
      'Una mano y una rodilla en el banco, espalda recta. Tira de la mancuerna hacia la cadera, codo pegado al cuerpo, sin girar el tronco.',
    ],
  ),
  boxJump: ex(
    ['Box jump', 'Salto na caixa', 'Salto al cajón'],
    [
      'Swing the arms and jump onto a box of moderate height, land softly in a half squat, then step down. Quality over height; rest fully.',
      'Balance os braços e salte sobre uma caixa de altura moderada, aterrisse suave em meio agachamento e desça caminhando. Qualidade acima da altura; descanse por completo.',
      'Balancea los brazos y salta a un cajón de altura moderada, aterriza suave en media sentadilla y baja caminando. Calidad antes que altura; descansa por completo.',
    ],
  ),
  jumpSquat: ex(
    ['Jump squat', 'Agachamento com salto', 'Sentadilla con salto'],
    [
      'Drop to a quarter or half squat, then jump as high as you can; land softly and reset before the next jump.',
      'Desça a um quarto ou meio agachamento e salte o mais alto possível; aterrisse suave e se reorganize antes do próximo salto.',
      'Baja a un cuarto o media sentadilla y salta lo más alto posible; aterriza suave y recolócate antes del siguiente salto.',
    ],
  ),
} as const satisfies Record<string, ExerciseText>;

export const EXERCISES = { ...STRENGTH_EXERCISES, ...MOBILITY_EXERCISES } as const;
export type ExerciseKey = keyof typeof EXERCISES;
