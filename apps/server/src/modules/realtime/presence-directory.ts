/**
 * Who is on each presence channel. The hub keeps its own sockets; the directory answers for all
 * instances, so member_added / member_removed go out only when a user arrives on, or leaves,
 * the channel as a whole (a second tab or a second instance changes nothing).
 */
export interface TPresenceDirectory {
  /** Records the user as present through this instance; true when nobody saw them there before. */
  add(channel: string, userId: string, info: unknown): Promise<boolean>;
  /** Records that this instance's last socket of the user left; true when the user is gone everywhere. */
  remove(channel: string, userId: string): Promise<boolean>;
  /** Everyone on the channel through any live instance: user id -> user_info. */
  members(channel: string): Promise<Map<string, unknown>>;
  /**
   * Starts housekeeping. `onStale` is called once for each member whose instance stopped
   * without saying goodbye (a crash), so the hub can announce member_removed.
   */
  start(onStale: (channel: string, userId: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createLocalPresenceDirectory(): TPresenceDirectory {
  const channels = new Map<string, Map<string, unknown>>();
  return {
    async add(channel, userId, info) {
      let members = channels.get(channel);
      if (!members) {
        members = new Map();
        channels.set(channel, members);
      }
      const isNew = !members.has(userId);
      members.set(userId, info);
      return isNew;
    },
    async remove(channel, userId) {
      const members = channels.get(channel);
      const wasThere = members?.delete(userId) ?? false;
      if (members && members.size === 0) channels.delete(channel);
      return wasThere;
    },
    async members(channel) {
      return new Map(channels.get(channel));
    },
    async start() {},
    async close() {
      channels.clear();
    },
  };
}
