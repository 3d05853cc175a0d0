import { CLASS_CODE_TEXT, MASK_COUNT, SOCKET_TEXT } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { text } from '../../text/en.ts';
import { isPhone, isSafariLike } from './device.ts';
import { readJoinParams } from './join-params.ts';

describe('join flow texts and rules', () => {
  it('repeats the contract texts exactly', () => {
    const room = text.join.waitingRoom;
    expect(room.accessDenied).toBe(SOCKET_TEXT.accessDenied);
    expect(room.invalidClassId).toBe(SOCKET_TEXT.invalidClassId);
    expect(room.invalidLectureDetails).toBe(SOCKET_TEXT.invalidLectureDetails);
    expect(room.alreadyAttending).toBe(SOCKET_TEXT.alreadyAttending);
    expect(room.tooManyJoining).toBe(SOCKET_TEXT.tooManyJoining);
    expect(room.waitingRoomFull).toBe(SOCKET_TEXT.waitingRoomFull);
    expect(room.lectureFullForNewAccounts).toBe(SOCKET_TEXT.lectureFullForNewAccounts);
    expect(room.disconnected).toBe(SOCKET_TEXT.disconnectedFromWaitingRoom);
    expect(text.join.codeMustBeNumber).toBe(CLASS_CODE_TEXT.notANumber);
    expect(text.join.codeRequired).toBe(CLASS_CODE_TEXT.required);
    expect(text.join.noClass).toBe(CLASS_CODE_TEXT.noSuchClass);
    expect(text.join.codeExpired).toBe(CLASS_CODE_TEXT.expired);
    expect(MASK_COUNT).toBe(12);
  });

  it('tells Safari from Chrome and phones from desktops', () => {
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';
    expect(isSafariLike(safari)).toBe(true);
    expect(isSafariLike(chrome)).toBe(false);
    expect(isSafariLike(android)).toBe(false);
    expect(isPhone(false, chrome)).toBe(false);
    expect(isPhone(true, chrome)).toBe(true);
    expect(isPhone(false, android)).toBe(true);
  });

  it('reads the class id and mask from router state or the query, rejecting junk', () => {
    expect(readJoinParams({ classId: '482915', maskId: 4 }, new URLSearchParams())).toEqual({
      classId: '482915',
      maskId: 4,
    });
    expect(readJoinParams(null, new URLSearchParams('classId=482915&maskId=12'))).toEqual({
      classId: '482915',
      maskId: 12,
    });
    expect(readJoinParams(null, new URLSearchParams('classId=12ab&maskId=13'))).toEqual({
      classId: null,
      maskId: null,
    });
  });
});
