import userEventLib from '@testing-library/user-event';

/**
 * The console tests' user: clicks and keys without the default pause between them (each pause is
 * a timer and a re-render of the antd form around the field).
 */
export const userEvent = userEventLib.setup({ delay: null });
