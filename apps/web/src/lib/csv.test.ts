import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvBlob, csvCell, downloadCsv, toCsv } from './csv.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('csv', () => {
  it('writes a header row and CRLF-ended lines', () => {
    expect(
      toCsv(
        ['Slide', 'Reaction', 'Count'],
        [
          [1, "I'm lost", 3],
          [2, 'Great!', 0],
        ],
      ),
    ).toBe("Slide,Reaction,Count\r\n1,I'm lost,3\r\n2,Great!,0\r\n");
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('keeps formulas from running: = + - @ tab and CR at the start get a quote mark', () => {
    expect(csvCell('=HYPERLINK("http://x","click")')).toBe(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers (negative ones too), booleans and empty cells as they are', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('keeps non-ASCII text and starts the file with a UTF-8 byte order mark', async () => {
    const blob = csvBlob(['Question'], [['Qué pasa? ✓']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Question\r\nQué pasa? ✓\r\n');
  });

  it('downloads through an object URL under the given file name', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadCsv('lecture-3-statistics.csv', ['A'], [[1]]);
    expect(created).toHaveLength(1);
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('lecture-3-statistics.csv');
    expect(link.getAttribute('href')).toBe('blob:csv');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });
});
