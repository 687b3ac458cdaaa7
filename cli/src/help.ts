/** Usage text of every command; README.md ("Command line") says the same. */
import { DOCS_OPTIONS, flagName, generatorHelp, type UserOption, USER_OPTIONS } from './generator-options.ts';

/** Config keys as the help lists them: `"mode", "pagination"`. */
const configKeys = (keys: readonly UserOption[]) => keys.map((key) => `"${flagName(key)}"`).join(', ');

export const EXIT_CODES = `exit codes:
  0  success: generated or up to date; no breaking change; every operation passed
  1  the check failed: spec problems (file:line:col), out-of-date output (check),
     breaking changes (diff), failed operations (contract)
  2  usage error, an input that cannot be read (missing path, unknown git ref,
     YAML that does not parse in diff), or an internal error (Prism did not start)`;

export const MAIN_HELP = `usage: siteapi <command> [options]

Typed REST clients from OpenAPI 3.0/3.1/3.2 and Swagger 2.0 documents (JSON or YAML): generate them, keep them
current, and check them.

commands:
  generate   validate the specs and write the client; only changed specs are regenerated
  check      regenerate in memory and fail if the out folder differs
  diff       breaking-change report between two versions of the specs
  contract   call every operation with its examples through the client, against the mock or a live host
  mock       serve the bundled specs in-process (the msw handlers' answers), or with Prism (--engine prism)
  docs       write a static docs site for a document: the explorer, its in-page mock and try-it

Run \`siteapi <command> --help\` for a command's options; \`siteapi --version\` prints the version.

${EXIT_CODES}`;

const SPEC_OUT = `  --spec <dir|file>      a folder of specs (.yaml, .yml, .json), or one spec file   default: spec
  --out <dir>            the out folder                                 default: generated
${generatorHelp()}
  --config <file>        options from this file instead of ./siteapi.config.json (or .mjs, .js):
                         { "spec", "out", ${configKeys(USER_OPTIONS)} }; flags win over the file
  -q, --quiet            no progress lines (a run over a second says on stderr which step it is at) and no
                         warnings; errors still print`;

export const HELP: Record<string, string> = {
  generate: `usage: siteapi generate [--spec <dir|file>] [--out <dir>] [--watch] [--force] [--runtime <specifier>]

Validates the specs (every problem at once, as file:line:col message) and writes the typed client into the out
folder. A spec is regenerated only when its text, file name or the generator changed since the last run (content
hashes in <out>/.manifest.json); index.ts and openapi.json are rewritten when any spec changed. A run with problems
writes nothing: the out folder keeps the last good output.

options:
${SPEC_OUT}
  --watch                keep running: regenerate a spec when it changes and report it in one line; a broken spec
                         prints its problems and the last good output stays (Ctrl+C to stop)
  --force                ignore the manifest: regenerate and rewrite everything
  -h, --help

exit codes: 0 generated or up to date (--watch: stopped), 1 spec problems, 2 usage or internal error`,

  check: `usage: siteapi check [--spec <dir|file>] [--out <dir>] [--runtime <specifier>] [--json] [--no-lint]

Lints the specs with Redocly's recommended rules and the project's own (errors fail the check; warnings are
counted; a document that does not parse is not linted but reported as generate reports it), then regenerates everything in memory (no hash shortcut) and compares it with the out folder file by
file; lists what is missing, extra or changed. For CI: the committed client must match the specs and the generator.

options:
${SPEC_OUT}
  --json                 the report as JSON on stdout: { ok, lint, problems, changes }
  --no-lint              skip the spec lint (compare the generated files only)
  -h, --help

exit codes: 0 up to date, 1 spec problems or the out folder differs, 2 usage or internal error`,

  diff: `usage: siteapi diff <old> <new> [--json] [--strict-enums]
       siteapi diff --base <ref> [<new>] [--json] [--strict-enums]

Lists, per operation, what changed between two versions of a spec set and whether it breaks callers: removed
operations, fields and enum values, renamed fields, newly required parameters and fields, narrowed types and
constraints, changed paths, methods, arguments and error codes. Requests break when they accept less; responses
when they may yield something readers do not expect (the rules are in README.md, "Breaking-change report").

<old> and <new> are spec files or folders. Either may be a git version <ref>:<path> (HEAD~1:spec,
main:spec/blog.yaml), its path from the repository root, or from the current folder when it starts with ./.

options:
  --base <ref>       compare <new> (default: spec) with the same path at this git ref
  --json             the report as JSON on stdout
  --strict-enums     count an enum value added to a response as breaking (readers with exhaustive switches)
  -h, --help

exit codes: 0 no breaking change, 1 breaking changes, 2 usage error or a side that cannot be read`,

  contract: `usage: siteapi contract [--spec <dir|file>] [--out <dir>] [--engine msw|prism] [--prism-timeout <seconds>]
                        [--target <url>] [--service <name>]... [--header '<name>: <value>']... [--json]

Brings the out folder up to date (as generate does), starts the mock on <out>/openapi.json on a free loopback port,
and calls every operation of every service through the generated client with each of its examples. An operation
passes when the mock accepts every request, each raw response matches its declared schema (ajv), and the converted
result has the declared types (dates are Date, media are references, addresses have the SDK's field names, ...).
Every operation gets a row; a call that fails for any reason is a failed row with a one-line problem.
The document's own examples that break its schemas are its defects, not the client's: they are listed apart as
warnings, each at its place in the spec (JSON pointer and file:line:col), and do not fail their operations. The
in-process mock answers a value made from the schema instead of such an example, so the client is judged on an answer
the document allows; a request refused for a value the document's example gives is a warning. --strict makes every
such warning a failure (and, as for generate, the specs' warnings errors).
With --target, Prism is a validating proxy (prism proxy --errors) in front of that host: the same calls reach the live
host, and the report shows where its answers break the spec.

options:
${SPEC_OUT}
  --engine <msw|prism>   msw: the in-process mock, which refuses a request its schemas refuse (400 with field
                         violations); prism: Prism's mock, a child process                  default: msw
  --prism-timeout <s>    seconds Prism may take to answer (with --engine prism or --target)
                         default: 30, and 20 more per MiB of the document
  --target <url>         a live host to check instead of the mock, e.g. https://www.wixapis.com
  --service <name>       only this service (repeatable)
  --header '<n>: <v>'    a header on every request (repeatable), e.g. the live host's Authorization
  --json                 the report as JSON on stdout
  -h, --help

The generated client loads from the out folder, which must be in an ES module package ("type": "module") with
@siteapi/runtime installed (npm install @siteapi/runtime); without it, one line says what to install.

exit codes: 0 every operation passed (warnings aside), 1 spec problems or failed operations (with --strict, also the
            document's broken examples), 2 usage error, a package not installed, or Prism did not start`,

  mock: `usage: siteapi mock [--spec <dir|file>] [--out <dir>] [--engine msw|prism] [--port <n>] [--host <address>]
                   [--allow-origin <origin>] [--allow-host <name>]

Brings the out folder up to date (as generate does) and serves <out>/openapi.json until Ctrl+C: requests are
validated, answers are the specs' named examples (Prefer: example=<name> or code=<status> to choose). Browser
pages may call it from loopback origins (the explorer's dev server) and the --allow-origin ones; a page from any
other origin gets 403 and no CORS headers. Requests are answered only when their Host header is localhost, a
*.localhost name, an IP address, the --host name or an --allow-host one; any other gets 403, so a page of another
site whose name is made to point at this machine (DNS rebinding) cannot read the mock. A request body over 10 MiB
is refused with 413.

Engines: msw (default) serves the answers of the @siteapi/mock handlers from this process, first answer in about
half a second, refusals in the platform's shape (400 with field violations) and a GET form's .r checked too; prism
is Stoplight Prism in a child process on a slim copy of the bundle (about two seconds to start), the contract
check's validator.

options:
${SPEC_OUT}
  --engine msw|prism     default msw
  --port <n>             default 4010; 0 picks a free port
  --host <address>       default 127.0.0.1
  --allow-origin <origin>  also answer pages from this origin (repeatable), e.g. https://explorer.example.com
  --allow-host <name>    also answer requests for this host name (repeatable), e.g. mock.example.test;
                         .example.test takes its subdomains too
  -h, --help

exit codes: 0 stopped with Ctrl+C, 1 spec problems or the port is in use, 2 usage error or Prism stopped`,

  docs: `usage: siteapi docs [--spec <dir|file>] [--out <dir>] [--title <text>] [--logo <file>]
                   [--target mock|server|<url>] [--base /<path>/] [--client-package <name>]
                   [--serve [--port <n>] [--host <address>]]

Writes a static site for the document: the explorer over it (an overview, every operation and model with its own
page and deep link, search), the in-page mock (msw's service worker answering from the document's examples, so
try-it works with no server) and the client generated from it, which try-it sends with and the snippets show. Any
static host serves the folder; the page asks nothing of any other host. The site is built beside the out folder
and moved in, the page last: a failed build leaves the out folder as it was. A build replaces or removes only the
files the previous build wrote (listed in <out>/.siteapi-docs.json) and keeps everything else, such as a gh-pages
worktree's .git or a CNAME; it refuses to overwrite a file it did not write, and an out folder that holds the
document. --out may be a link to a folder. Folders and files get the modes the umask gives.

options:
  --spec <dir|file>      the document: OpenAPI 3.0-3.2 or Swagger 2.0, JSON or YAML     default: spec
  --out <dir>            the site's folder                                              default: site
  --title <text>         the page's and top bar's title                     default: the document's info.title
  --logo <file>          a picture (.png, .svg, .jpg, .jpeg, .gif, .webp, .avif) shown beside the title;
                         copied into the site under a safe name
  --target <target>      where try-it sends until the reader picks another: mock (the in-page mock), server
                         (the document's first server URL) or a base URL                  default: mock
  --base /<path>/        the path the site is served under (absolute asset URLs); default relative URLs, which
                         work under any path that ends in /
  --client-package <name>  the npm package the client snippets import the calls from (@acme/api:
                         import { pets } from '@acme/api/<service>')             default: ./generated
${generatorHelp(DOCS_OPTIONS)}
  --config <file>        options from this file instead of ./siteapi.config.json (or .mjs, .js):
                         "spec", ${configKeys(DOCS_OPTIONS)}, the others are generate's (its "out" is
                         the client's folder, not the site's); flags win over the file
  --shell <dir>          a prebuilt explorer app shell (vite.shell.config.ts) instead of the installed one
  --serve                serve the site and rebuild it when the document changes (Ctrl+C to stop); a broken
                         document prints its problems and the last good site stays
  --port <n>             with --serve; default 4173, 0 picks a free port
  --host <address>       with --serve; default 127.0.0.1
  -q, --quiet            no progress lines
  -h, --help

exit codes: 0 written (--serve: stopped), 1 spec problems, 2 usage error (an out folder that cannot be written,
holds the document or a file the site would overwrite, a logo that is not a picture) or an internal error`,
};
