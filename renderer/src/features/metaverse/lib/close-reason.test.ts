import { describe, expect, it } from 'vitest';
import { METAVERSE_CLOSE } from '../../../../../shared/contracts/metaverse';
import { describeClose } from './close-reason';

describe('close reasons', () => {
  it("says what the server's close codes mean and quotes its reason", () => {
    expect(describeClose({ code: METAVERSE_CLOSE.policy, reason: 'Unknown or malformed message' })).toBe(
      'The server closed the connection because a message broke its rules: Unknown or malformed message (code 1008)',
    );
    expect(describeClose({ code: METAVERSE_CLOSE.tooBig, reason: '' })).toBe(
      'The server closed the connection because a message was too large (code 1009)',
    );
    expect(describeClose({ code: METAVERSE_CLOSE.shutdown, reason: ' Server shutting down ' })).toBe(
      'The server is shutting down or restarting: Server shutting down (code 1001)',
    );
  });

  it('tells a dropped network connection from a server close', () => {
    expect(describeClose({ code: 1006, reason: '' })).toBe('The connection dropped or could not be opened (code 1006)');
    expect(describeClose({ code: 1011, reason: 'Server error' })).toBe('The server hit an error and closed the connection: Server error (code 1011)');
    expect(describeClose({ code: 4000, reason: 'test' })).toBe('The connection was closed: test (code 4000)');
  });
});
