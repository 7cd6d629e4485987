/** A backup or restore refused or failed for a reason the operator can act on: one line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
