/**
 * What a client may send for a field that the server reads leniently (DESIGN §4: the spec's
 * clients send numbers as text and leave fields out): the input side of the payload schemas'
 * `z.preprocess` steps, so that `z.input` (and `PayloadOf`) tell a client what it may send.
 * Types only.
 */

/** A number, its digits as text, or nothing (the server then applies its default or rule). */
export type NumberInput = number | string | null | undefined;

/** A text (a number is read as its digits), or nothing (read as ''). */
export type TextInput = string | number | null | undefined;

/** A text or nothing. */
export type OptionalTextInput = string | null | undefined;
