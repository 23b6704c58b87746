import type { WorkoutNode } from '@domestique/coach';
import { RideFileError } from '../errors.ts';
import { readXml } from '../xml/xml-reader.ts';
import { parseNumber } from '../xml/xml-values.ts';
import { WORKOUT_FILE_LIMITS, WorkoutFileError } from './workout-errors.ts';
import { cleanFileMeta, type WorkoutFileMeta } from './workout-meta.ts';
import {
  cleanText,
  definedOnly,
  finishImport,
  type ImportedWorkout,
  TEXT_LIMITS,
  type WorkoutReadOptions,
} from './workout-tree.ts';
import type { WorkoutWarning } from './workout-warnings.ts';
import { type Block, BlockReader } from './zwo-blocks.ts';

function lowerKeys(attributes: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) out[key.toLowerCase()] = value;
  return out;
}

/** Parses a ZWO document into its header texts and blocks (no interpretation yet). */
function parseDocument(bytes: Uint8Array) {
  const header: Record<string, string> = {};
  const tags: string[] = [];
  const blocks: Block[] = [];
  let root: string | null = null;
  let current: Block | null = null;
  let failure: WorkoutFileError | null = null;
  let events = 0;
  try {
    readXml(
      bytes,
      {
        open(name, attributes, stack) {
          const lower = name.toLowerCase();
          if (stack.length === 1) root = lower;
          if (failure || root !== 'workout_file') return;
          const parent = stack[stack.length - 2]?.toLowerCase();
          if (stack.length === 3 && parent === 'workout') {
            if (blocks.length >= WORKOUT_FILE_LIMITS.expandedSteps) {
              failure = new WorkoutFileError('too_complex', `more than ${blocks.length} blocks`);
              return;
            }
            current = { kind: lower, attrs: lowerKeys(attributes), events: [] };
            blocks.push(current);
          } else if (stack.length === 3 && parent === 'tags' && lower === 'tag') {
            const tag = lowerKeys(attributes).name;
            if (tag && tags.length < 100) tags.push(tag);
          } else if (stack.length === 4 && lower === 'textevent' && current) {
            // A 1 MB file holds ~20,000 events: refuse early rather than build them. Twice the model's limit, as
            // same-offset events merge into one cue (and an IntervalsT block's spread over its repetitions); the
            // exact per-step and total checks are the model's own, in finishImport.
            events += 1;
            if (events > 2 * WORKOUT_FILE_LIMITS.cues) {
              failure = new WorkoutFileError('too_many_cues', `more than ${events - 1} text events`);
              return;
            }
            const attrs = lowerKeys(attributes);
            const offset = parseNumber(attrs.timeoffset ?? '0');
            const duration = parseNumber(attrs.duration ?? '');
            const text = cleanText(attrs.message ?? '', TEXT_LIMITS.cue);
            if (Number.isFinite(offset) && offset >= 0 && text) {
              current.events.push(
                definedOnly({
                  offsetS: Math.round(offset),
                  text,
                  durationS: duration > 0 && duration < 3600 ? Math.round(duration) : undefined,
                }),
              );
            }
          }
        },
        close(name, text, stack) {
          if (stack.length === 2) header[name.toLowerCase()] ??= text;
          if (stack.length === 3) current = null;
        },
      },
      { maxTextChars: 4000 },
    );
  } catch (error) {
    if (error instanceof RideFileError) {
      const code =
        error.code === 'xml_forbidden' || error.code === 'too_complex' ? error.code : 'xml_invalid';
      throw new WorkoutFileError(code, error.detail);
    }
    throw new WorkoutFileError('xml_invalid', error instanceof Error ? error.message : String(error));
  }
  if (failure) throw failure;
  if (root !== 'workout_file') throw new WorkoutFileError('not_workout', `root element ${root}`);
  return { header, tags, blocks };
}

/** Zwift's header fields kept with the workout (see WorkoutFileMeta); element names are read in any case. */
function metaOf(header: Record<string, string>, tags: readonly string[]): WorkoutFileMeta {
  const index = parseNumber(header.categoryindex ?? '');
  return cleanFileMeta({
    author: header.author,
    category: header.category,
    subcategory: header.subcategory,
    categoryIndex: Number.isFinite(index) ? index : undefined,
    tags,
    showCp20: header.showcp20?.trim() === '1' ? true : undefined,
  });
}

/**
 * Reads a Zwift workout (`.zwo`) as real files write it: element and attribute names in any case, `FreeRide` or
 * `Freeride`, SteadyState with `Power` or `PowerLow`/`PowerHigh`, Warmup/Cooldown/Ramp from PowerLow to PowerHigh
 * (a Cooldown has Low > High), IntervalsT (OnPower/OffPower or PowerOnLow…), MaxEffort, text events with offsets
 * within their block, cadence attributes, and `ftpOverride` (targets rescaled to the rider's FTP when given). The
 * header's author, category, tags and ShowCP20 come back as `meta`, a block's `ftptest`/`ramptest` as the step's
 * `scored`, so writing the workout again gives Zwift the file it scored.
 * XML is read by the safe streaming reader (no DOCTYPE, no entities, depth and size limits). Throws only
 * WorkoutFileError.
 */
export function readZwo(bytes: Uint8Array, options: WorkoutReadOptions = {}): ImportedWorkout {
  if (bytes.length === 0) throw new WorkoutFileError('empty');
  if (bytes.length > WORKOUT_FILE_LIMITS.bytes)
    throw new WorkoutFileError('too_large', `${bytes.length} bytes`);
  const { header, tags, blocks } = parseDocument(bytes);
  const warnings: WorkoutWarning[] = [];
  const override = parseNumber(header.ftpoverride ?? '');
  let scale = 1;
  if (override > 0 && override < 2000) {
    if (options.ftpW && options.ftpW > 0) {
      scale = override / options.ftpW;
      warnings.push({ code: 'ftp_override_rescaled', value: override });
    } else warnings.push({ code: 'ftp_override_kept', value: override });
  }
  const reader = new BlockReader(scale);
  const steps: WorkoutNode[] = [];
  blocks.forEach((block, i) => {
    const position = i === 0 ? 'first' : i === blocks.length - 1 ? 'last' : 'middle';
    steps.push(...reader.nodes(block, position));
  });
  if (reader.unknownBlocks > 0) warnings.push({ code: 'unknown_blocks', value: reader.unknownBlocks });
  const name = cleanText(header.name ?? header.n ?? '');
  return finishImport(
    'zwo',
    { name: name || options.fallbackName || '', description: header.description ?? '', steps },
    warnings,
    metaOf(header, tags),
  );
}
