/** DESIGN §4: every answer is {code, message, data}; HTTP status equals code. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}
