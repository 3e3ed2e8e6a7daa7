import type { VIRTUAL_NUMBER_SUBJECTS } from '../../db/schema/virtual-numbers';

/**
 * A 050 안심번호 provider: it opens a number that connects a company's phone with a resident's phone in
 * both directions, and closes it again. Numbers are digits only (050712345678); screens format them.
 */
export interface VirtualNumberProvider {
  readonly name: string;
  open(pair: { partnerPhone: string; residentPhone: string; expiresAt: Date }): Promise<string>;
  close(number: string): Promise<void>;
}

/** The job a number is for (the kinds are listed with the table: db/schema/virtual-numbers.ts). */
export interface VirtualNumberSubject {
  kind: (typeof VIRTUAL_NUMBER_SUBJECTS)[number];
  idx: number;
}
