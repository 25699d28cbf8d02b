/** Ends a command-line process with the exit code its command resolves to; an unexpected error is printed and ends it with 1. */
export function exitWith(code: Promise<number>): void {
  code.then(
    (value) => process.exit(value),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
