/** The week's aim ("Training Focus") in plain words: the phase's sentence, then one per note and the hard sessions. */
import { dayWords } from '../calendar/date-words.ts';
import type { CoachLanguage } from '../workout/types.ts';
import { FOCUS_TEXTS } from './focus-texts.ts';
import { fillTemplate } from './template.ts';
import type { WeekFocus } from './types.ts';
import { listWords, ZONE_NAMES } from './words.ts';

export function explainWeekFocus(focus: WeekFocus, lang: CoachLanguage): string {
  const sentences = [
    fillTemplate(FOCUS_TEXTS[focus.code][lang], {
      week: String(focus.week),
      weeks: String(focus.weeks),
      event: focus.eventDate ? dayWords(focus.eventDate, lang) : '',
    }),
  ];
  for (const note of focus.notes)
    sentences.push(fillTemplate(FOCUS_TEXTS[note.code][lang], { day: dayWords(note.date, lang) }));
  if (focus.keyFamilies.length > 0) {
    const zones = [...new Set(focus.keyFamilies)].map((f) => ZONE_NAMES[lang][f]);
    sentences.push(fillTemplate(FOCUS_TEXTS.keySessions[lang], { sessions: listWords(zones, lang) }));
  }
  return sentences.join(' ');
}
