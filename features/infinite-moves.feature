Feature: Infinite moves
  A move may not go on for ever (INF). The position below holds an endless kutakata: South's 13 seeds in the
  ring order A1..A8, B8..B1 are 0 1 0 1 0 1 2 0 2 1 0 1 0 3 0 1, and A7 is sown clockwise. After the first
  relay (seed 2: B8 lifted with 3) the same pits, hand pit and hand count recur after seed 274, so the move
  never ends: 272 seeds (17 laps) per cycle. The cycle was found and checked with an independent script that
  replays the sowing rules on South's 16 pits (not the reference engine); see notes/spec.md.

  Rule: INF-1 a move of more than 12 laps (192 seeds) loses at once

    # No capture is possible: South's occupied front pits A2, A4, A6 face a7, a5, a3, all empty.
    # The move is not made: the 193rd seed would break the limit, so North wins and the board is unchanged.
    @INF-1 @INF-2 @INF-3 @END-6 @EN @DE @FR @RN
    Scenario: An endless kutakata loses and the board stays as it was
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
        | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
      When the move "A7>*" is played
      Then the board is:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
        | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
      And North wins by "lap-limit"
      And the trace has a "lap-limit" event

    # A7 anticlockwise: A6 (now 2), A5 (empty): the move ends. The front row has a pair, so B8 and B3 cannot start.
    @INF-1 @MTAJI-4 @EN @DE
    Scenario: The endless sowing is still a legal move; the other direction ends at once
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
        | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
      Then the legal moves are "A7<*, A7>*"

  Rule: INF-2 an infinite move loses, whatever limit was agreed

    @INF-2 @FR
    Scenario: With only true cycles forbidden the endless move still loses
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
        | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
      And the option "lapLimit" is "cycle"
      When the move "A7>*" is played
      Then the board is:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
        | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
      And North wins by "lap-limit"

    @INF-2 @EN @DE
    Scenario: With Rühl's count of passes over the start pit the endless move loses too
      Given the board:
        | b |  6 |  6 |  6 |  6 |  6 |  6 |  6 |  6 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
        | A |  0 |  1 |  0 |  1 |  0 |  1 |  2 |  0 |
        | B |  1 |  0 |  3 |  0 |  1 |  0 |  1 |  2 |
      And the option "lapLimit" is "12-passes"
      When the move "A7>*" is played
      Then North wins by "lap-limit"
