import type { ContractReport } from './run-contract.ts';

/** Per service: operations passed and failed, and under it the first problem of each failed operation. */
export function formatContractReport(report: ContractReport): string {
  const against =
    report.target !== 'mock'
      ? `${report.target} through Prism's validating proxy (${report.document})`
      : report.engine === 'prism'
        ? `the Prism mock of ${report.document}`
        : `the in-process mock of ${report.document}`;
  const examples = report.operations.reduce((n, o) => n + o.examples, 0);
  const lines = [`Contract check against ${against}: ${report.operations.length} operations, ${examples} examples, ${(report.ms / 1000).toFixed(1)} s`, ''];
  const services = [...new Set(report.operations.map((o) => o.service))];
  const width = Math.max(7, ...services.map((s) => s.length));
  lines.push(`${'service'.padEnd(width)}  ${'passed'.padStart(9)}  ${'failed'.padStart(6)}  first problem of each failed operation`);
  for (const service of services) {
    const ops = report.operations.filter((o) => o.service === service);
    const failed = ops.filter((o) => !o.passed);
    lines.push(`${service.padEnd(width)}  ${`${ops.length - failed.length}/${ops.length}`.padStart(9)}  ${String(failed.length).padStart(6)}`);
    for (const o of failed) lines.push(`${''.padEnd(width + 19)}  ${o.call}${o.example ? ` (${o.example})` : ''}: ${o.problem}`);
  }
  lines.push(`${'total'.padEnd(width)}  ${`${report.passed}/${report.operations.length}`.padStart(9)}  ${String(report.failed).padStart(6)}`);
  if (report.warnings.length > 0) {
    const count = `${report.warnings.length} example${report.warnings.length === 1 ? '' : 's'}`;
    lines.push(
      '',
      `warnings: ${count} of the document break${report.warnings.length === 1 ? 's' : ''} its own schemas (the document's defects, not the client's; --strict fails them):`,
    );
    for (const w of report.warnings) {
      const instead =
        w.replaced === true
          ? '; a value made from the schema answered instead'
          : w.replaced === false
            ? '; answered as it is (no value made from the schema passes it)'
            : '';
      lines.push(
        `  ${w.at ?? w.pointer}: ${w.operationId} ${w.of}${w.example ? ` (${w.example})` : ''} ${w.problem}${w.at ? ` (${w.pointer})` : ''}${instead}`,
      );
    }
  }
  return lines.join('\n');
}
