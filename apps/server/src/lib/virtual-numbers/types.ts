/**
 * A 050 안심번호 provider: it opens a number that connects a company's phone with a resident's phone in
 * both directions, and closes it again. Numbers are digits only (050712345678); screens format them.
 */
export interface VirtualNumberProvider {
  readonly name: string;
  open(pair: { partnerPhone: string; residentPhone: string; expiresAt: Date }): Promise<string>;
  close(number: string): Promise<void>;
}

/** The job a number is for: an online order line or an offline order. */
export interface VirtualNumberSubject {
  kind: 'order_line' | 'offline_order';
  idx: number;
}
