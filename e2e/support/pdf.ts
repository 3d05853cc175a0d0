// A tiny, valid PDF built in code: one page per title, each page showing its title in large type,
// with a cross-reference table whose byte offsets are computed, so that strict readers (pdf.js)
// open it without repairing it.

/** A PDF (A4 landscape-ish, 800x600 points) with one page per title. */
export function slidesPdf(titles: readonly string[]): Buffer {
  const pageCount = titles.length;
  // Object numbers: 1 catalog, 2 pages, 3 font, then per page: page object, content stream.
  const pageObject = (index: number) => 4 + index * 2;
  const contentObject = (index: number) => 5 + index * 2;
  const escape = (value: string) => value.replace(/[\\()]/g, (char) => `\\${char}`);

  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pageCount} /Kids [${titles
      .map((_, index) => `${pageObject(index)} 0 R`)
      .join(' ')}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  titles.forEach((title, index) => {
    const stream = [
      '0.93 0.95 1 rg 0 0 800 600 re f',
      '0.1 0.2 0.5 rg BT /F1 72 Tf 80 320 Td',
      `(${escape(title)}) Tj ET`,
      `BT /F1 24 Tf 80 240 Td (Page ${index + 1} of ${pageCount}) Tj ET`,
    ].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 800 600] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${contentObject(index)} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });

  // A binary comment line after the header marks the file as binary for transfer tools.
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
