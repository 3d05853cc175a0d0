// What a test file's teachers were sent, for the privacy rule (DESIGN §10: nothing a teacher sees
// identifies a student): every event of their sockets and the REST bodies kept, checked for
// account ids and for the private IDs (anonIds) of the students the file made.
import { expect } from 'vitest';
import type { LiveClient } from './live-client.ts';
import type { TestServer, TestStudent } from './test-server.ts';

const FORBIDDEN_KEYS = new Set(['studentId', 'userId', 'anonId', 'credentials', 'token', 'id']);

export class TeacherPrivacy {
  readonly #clients: LiveClient[] = [];
  readonly #bodies: unknown[] = [];
  readonly #anonIds: string[] = [];
  readonly studentIds: number[] = [];

  /** Teacher sockets: whatever they receive is checked. */
  watch(...clients: LiveClient[]) {
    this.#clients.push(...clients);
  }

  /** REST bodies a teacher got. */
  keep(...bodies: unknown[]) {
    this.#bodies.push(...bodies);
  }

  /** A private ID issued to a student, which no teacher payload may hold. */
  issued(anonId: string) {
    this.#anonIds.push(anonId);
  }

  /** A new student account, its private ID recorded. */
  async student(server: TestServer): Promise<TestStudent> {
    const created = await server.createStudent();
    this.studentIds.push(created.id);
    this.issued(created.anonId);
    return created;
  }

  payloads(): unknown[] {
    return [
      ...this.#bodies,
      ...this.#clients.flatMap((client) => client.received.map((item) => item.payload)),
    ];
  }

  /** No payload has an identifying key or holds a recorded private ID. */
  expectNothingIdentifying() {
    const payloads = this.payloads();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          expect(FORBIDDEN_KEYS.has(key), `teacher payload has ${key}`).toBe(false);
          walk(inner);
        }
      }
    };
    payloads.forEach(walk);
    const text = JSON.stringify(payloads);
    for (const anonId of this.#anonIds) expect(text).not.toContain(anonId);
  }
}
