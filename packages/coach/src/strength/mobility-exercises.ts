import { type ExerciseText, ex } from './exercise-text.ts';

/** Mobility and activation: named and cued once, used by the mobility sessions (holds are per side where stated). */
export const MOBILITY_EXERCISES = {
  catCow: ex(
    ['Cat-cow', 'Gato-vaca', 'Gato-vaca'],
    [
      'On hands and knees, round the whole spine up as you breathe out, then let it sag and lift the chest as you breathe in. Slowly, one vertebra at a time.',
      'Em quatro apoios, arredonde toda a coluna ao soltar o ar, depois deixe-a descer e abra o peito ao puxar o ar. Devagar, vértebra por vértebra.',
      'En cuadrupedia, redondea toda la columna al soltar el aire y luego déjala bajar y abre el pecho al tomarlo. Despacio, vértebra a vértebra.',
    ],
  ),
  hipFlexorStretch: ex(
    [
      'Half-kneeling hip flexor stretch',
      'Alongamento do flexor do quadril ajoelhado',
      'Estiramiento del flexor de cadera en semirrodilla',
    ],
    [
      'One knee down, tuck the pelvis under and squeeze that glute until the front of the hip stretches. Hours in the saddle shorten this muscle.',
      'Um joelho no chão, encaixe a pelve e contraia o glúteo desse lado até sentir alongar a frente do quadril. Horas no selim encurtam esse músculo.',
      'Una rodilla en el suelo, mete la pelvis y aprieta el glúteo de ese lado hasta notar el estiramiento delante de la cadera. Las horas en el sillín acortan este músculo.',
    ],
  ),
  pigeonStretch: ex(
    ['Pigeon stretch', 'Postura do pombo', 'Postura de la paloma'],
    [
      'Front shin across, back leg long; keep the hips square and lean forward until the outer hip stretches. Breathe slowly, no forcing.',
      'Canela da frente atravessada, perna de trás estendida; quadril alinhado, incline o tronco à frente até sentir alongar a lateral do quadril. Respire devagar, sem forçar.',
      'Espinilla delantera cruzada, pierna de atrás estirada; cadera alineada, inclínate al frente hasta notar el estiramiento en la parte externa de la cadera. Respira despacio, sin forzar.',
    ],
  ),
  openBook: ex(
    ['Thoracic open book', 'Rotação torácica (livro aberto)', 'Rotación torácica (libro abierto)'],
    [
      'Lie on your side, knees bent and stacked; open the top arm across to the other side, following it with your eyes, and let the upper back rotate.',
      'De lado no chão, joelhos flexionados e empilhados; abra o braço de cima para o outro lado, seguindo-o com o olhar, e deixe a parte alta das costas girar.',
      'De lado en el suelo, rodillas flexionadas y juntas; abre el brazo de arriba hacia el otro lado siguiéndolo con la mirada y deja que la parte alta de la espalda gire.',
    ],
  ),
  hamstringStretch: ex(
    ['Hamstring stretch', 'Alongamento posterior da coxa', 'Estiramiento de isquiotibiales'],
    [
      'Heel on a low step, leg straight, hinge forward from the hips with a long back until the back of the thigh stretches.',
      'Calcanhar em um degrau baixo, perna estendida, incline o tronco a partir do quadril com as costas longas até sentir alongar a parte de trás da coxa.',
      'Talón en un escalón bajo, pierna estirada, inclínate desde la cadera con la espalda larga hasta notar el estiramiento detrás del muslo.',
    ],
  ),
  childPose: ex(
    ["Child's pose", 'Postura da criança', 'Postura del niño'],
    [
      'Knees wide, sit back onto your heels, arms long in front; breathe into your lower back.',
      'Joelhos afastados, sente sobre os calcanhares, braços estendidos à frente; respire levando o ar para a lombar.',
      'Rodillas separadas, siéntate sobre los talones, brazos estirados al frente; respira llevando el aire a la zona lumbar.',
    ],
  ),
  worldsGreatestStretch: ex(
    ["World's greatest stretch", 'Alongamento completo em afundo', 'Estiramiento completo en zancada'],
    [
      'From a long lunge, put the same-side hand down inside the front foot, drop the elbow toward the instep, then rotate and reach that arm to the sky.',
      'Em um afundo longo, apoie a mão do mesmo lado por dentro do pé da frente, leve o cotovelo em direção ao peito do pé, depois gire e estenda esse braço para o alto.',
      'Desde una zancada larga, apoya la mano del mismo lado por dentro del pie delantero, lleva el codo hacia el empeine, luego gira y estira ese brazo hacia el cielo.',
    ],
  ),
  hip9090: ex(
    ['90/90 hip switch', 'Troca 90/90 do quadril', 'Cambio 90/90 de cadera'],
    [
      'Sit on the floor with both knees bent at 90°, one in front and one to the side; rotate both knees to the other side, without your hands if you can.',
      'No chão, com os dois joelhos flexionados a 90°, um à frente e outro ao lado; gire os dois joelhos para o outro lado, sem usar as mãos se conseguir.',
      'En el suelo, con ambas rodillas flexionadas a 90°, una delante y otra al lado; gira las dos rodillas hacia el otro lado, sin usar las manos si puedes.',
    ],
  ),
} as const satisfies Record<string, ExerciseText>;
