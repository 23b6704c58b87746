import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attachment, downloadName } from '../../src/modules/activities/download-name.ts';

describe('the name of a downloaded ride file', () => {
  it.each([
    ['long-ride.fit', 'fit', 'long-ride.fit'],
    ['Ride.FIT', 'fit', 'Ride.FIT'],
    ['../../etc/passwd', 'fit', 'passwd.fit'],
    ['C:\\Users\\me\\morning.gpx', 'gpx', 'morning.gpx'],
    ['invoice.pdf', 'fit', 'invoice.pdf.fit'],
    ['ride.gpx.gz', 'gpx.gz', 'ride.gpx.gz'],
    ['ride.gpx', 'gpx.gz', 'ride.gpx.gpx.gz'],
    ['a"b;c\u0000d\r\ne.tcx', 'tcx', 'abcde.tcx'],
    ['CON.fit', 'fit', '_CON.fit'],
    ['lpt1', 'fit', '_lpt1.fit'],
    ['...', 'fit', 'activity-42.fit'],
    ['', 'fit', 'activity-42.fit'],
    [null, 'tcx', 'activity-42.tcx'],
    ['Pedal da manhã.gpx', 'gpx', 'Pedal da manhã.gpx'],
  ])('%j as %s → %j', (original, ext, expected) => {
    expect(downloadName(original, ext, '42')).toBe(expected);
  });

  it('is never empty, never a path, at most 120 characters, and ends in the format', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 400 })),
        fc.constantFrom('fit', 'gpx.gz', 'tcx'),
        (name, ext) => {
          const out = downloadName(name, ext, 'id');
          expect(out.length).toBeGreaterThan(0);
          expect(out.length).toBeLessThanOrEqual(120);
          expect([...out].some((c) => '/\\"'.includes(c) || c.charCodeAt(0) < 0x20)).toBe(false);
          expect(out.toLowerCase().endsWith(`.${ext}`)).toBe(true);
        },
      ),
    );
  });

  it('is sent as RFC 6266 Content-Disposition, ASCII with a UTF-8 filename* when needed', () => {
    expect(attachment('long-ride.fit')).toBe('attachment; filename="long-ride.fit"');
    expect(attachment('Pedal da manhã.gpx')).toBe(
      `attachment; filename="Pedal da manha.gpx"; filename*=UTF-8''Pedal%20da%20manh%C3%A3.gpx`,
    );
    expect(attachment('日本.fit')).toBe(
      `attachment; filename="__.fit"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.fit`,
    );
  });
});
