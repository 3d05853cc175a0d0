/** The teacher's side of the `waiting_room` namespace: totals per group, admit and kick. */
import {
  NAMESPACES,
  WAITING_GROUPS,
  WAITING_GROUP_EVENTS,
  type AdmitKickResult,
  type WaitingGroup,
  type WaitingRoomClientToServer,
  type WaitingRoomServerToClient,
  type WaitingRoomTotals,
  type WaitingRoomWarning,
} from '@o4f/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectNamespace, type TypedSocket } from '../../../lib/socket.ts';
import { classInfoQueryKey } from '../api/get-class-info.ts';
import type { LectureRef } from './use-class-code.ts';

type WaitingSocket = TypedSocket<WaitingRoomServerToClient, WaitingRoomClientToServer>;

const EMPTY: WaitingRoomTotals = { new: 0, noReg: 0, reg: 0 };

const isTotals = (value: unknown): value is WaitingRoomTotals =>
  typeof value === 'object' &&
  value !== null &&
  WAITING_GROUPS.every((group) => typeof (value as Record<string, unknown>)[group] === 'number');

/** The optional warning of a teacher's totals; null when absent or malformed. */
const warningOf = (value: unknown): WaitingRoomWarning | null => {
  const warning = (value as { warning?: unknown } | null)?.warning;
  if (typeof warning !== 'object' || warning === null) return null;
  const { perMinute, refused } = warning as Record<string, unknown>;
  return typeof perMinute === 'number' && typeof refused === 'number'
    ? { perMinute, refused }
    : null;
};

const anyWaiting = (totals: WaitingRoomTotals) => WAITING_GROUPS.some((group) => totals[group] > 0);

export interface TeacherWaitingRoom {
  totals: WaitingRoomTotals;
  /**
   * Unusually many join requests (from one network, or refused by the limits) while students
   * without an account wait: counts only. Null when there is nothing unusual.
   */
  warning: WaitingRoomWarning | null;
  /**
   * Someone arrived since the teacher last answered the 'Waiting Room Update!' question; never
   * while arrivals are admitted automatically.
   */
  arrivals: boolean;
  /** The lecture's "Admit automatically" setting (server-side, shared by the teacher's screens). */
  admitAutomatically: boolean;
  setAdmitAutomatically: (enabled: boolean) => void;
  admit: (group: WaitingGroup) => void;
  kick: (group: WaitingGroup) => void;
  /** Yes in the dialog: admits every group with people waiting. */
  admitAll: () => void;
  /** No in the dialog: kicks them. */
  kickAll: () => void;
  disconnect: () => void;
}

export function useTeacherWaitingRoom(lecture: LectureRef | null): TeacherWaitingRoom {
  const queryClient = useQueryClient();
  const [totals, setTotals] = useState<WaitingRoomTotals>(EMPTY);
  const [warning, setWarning] = useState<WaitingRoomWarning | null>(null);
  const [arrivals, setArrivals] = useState(false);
  const [admitAutomatically, setAuto] = useState(false);
  const socketRef = useRef<WaitingSocket | null>(null);
  const totalsRef = useRef(totals);
  useEffect(() => {
    totalsRef.current = totals;
  }, [totals]);
  const courseId = lecture?.courseId;
  const lectureNum = lecture?.lectureNum;

  useEffect(() => {
    if (courseId === undefined || lectureNum === undefined) return;
    setTotals(EMPTY);
    setWarning(null);
    setArrivals(false);
    setAuto(false);
    const socket = connectNamespace<WaitingRoomServerToClient, WaitingRoomClientToServer>(
      NAMESPACES.waitingRoom,
      { courseId, lectureNum },
    );
    socketRef.current = socket;

    /** Totals of the waiting-room events, which carry the current warning (or none). */
    const update = (payload: unknown) => {
      if (!isTotals(payload)) {
        socket.emit('len', {});
        return;
      }
      setTotals({ new: payload.new, noReg: payload.noReg, reg: payload.reg });
      setWarning(warningOf(payload));
      if (!anyWaiting(payload)) setArrivals(false);
    };
    const settled = (result: AdmitKickResult) => {
      const next: unknown = result?.totals;
      if (!isTotals(next)) socket.emit('len', {});
      else {
        // Admit and kick results carry no warning: it stays while students without an account
        // wait.
        setTotals({ new: next.new, noReg: next.noReg, reg: next.reg });
        if (next.new === 0) setWarning(null);
        if (!anyWaiting(next)) setArrivals(false);
      }
      // Admission issues pseudonyms and accounts: the class info counters change.
      void queryClient.invalidateQueries({ queryKey: classInfoQueryKey(courseId, lectureNum) });
    };

    socket.on('connect', () => socket.emit('len', {}));
    socket.on('connected_to_waiting_room', update);
    socket.on('len_result', update);
    for (const group of WAITING_GROUPS) {
      const events = WAITING_GROUP_EVENTS[group];
      socket.on(events.plus, (payload) => {
        update(payload);
        setArrivals(true);
      });
      socket.on(events.minus, update);
      socket.on(events.admitted, settled);
      socket.on(events.kicked, settled);
    }
    socket.on('admit_automatically', (state) => setAuto(state?.enabled === true));
    socket.on('connect_error', (error) => console.error('Waiting room connection', error));
    return () => {
      socket.off();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [courseId, lectureNum, queryClient]);

  const admit = useCallback((group: WaitingGroup) => {
    socketRef.current?.emit(WAITING_GROUP_EVENTS[group].admit, {});
  }, []);
  const kick = useCallback((group: WaitingGroup) => {
    socketRef.current?.emit(WAITING_GROUP_EVENTS[group].kick, {});
  }, []);
  const admitAll = useCallback(() => {
    setArrivals(false);
    for (const group of WAITING_GROUPS) if (totalsRef.current[group] > 0) admit(group);
  }, [admit]);
  const kickAll = useCallback(() => {
    setArrivals(false);
    for (const group of WAITING_GROUPS) if (totalsRef.current[group] > 0) kick(group);
  }, [kick]);
  const setAdmitAutomatically = useCallback((enabled: boolean) => {
    setAuto(enabled);
    if (enabled) setArrivals(false);
    socketRef.current?.emit('set_admit_automatically', { enabled });
  }, []);
  const disconnect = useCallback(() => {
    socketRef.current?.disconnect();
  }, []);

  return {
    totals,
    warning,
    arrivals: arrivals && !admitAutomatically,
    admitAutomatically,
    setAdmitAutomatically,
    admit,
    kick,
    admitAll,
    kickAll,
    disconnect,
  };
}
