Feature: DISPUTE-12: when a capture empties the front row
  EN p.14 §End of game (l.278) and FR 1.2.1 end the game "during a move"; RN d.21 is silent on the rest of
  the move. Project ruling: the captured seeds are sown, then the game ends.
  See RULINGS.md.

  # Mtaji. South: A1 2, A3 1. North's only front seeds: a6 2. South plays A1 clockwise:
  # A2 0 -> 1, A3 1 -> 2, facing a6 = 2: capture, and North's front row is empty.
  @dispute-12 @option-frontRowEmpty @END-1 @END-4 @CAP-4 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-12: a capture empties North's front row in the middle of the move
    Given the option "frontRowEmpty" is "<reading>"
    And the board:
      | b | 8 | 8 | 7 | 7 | 7 | 7 | 7 | 8 |
      | a | 0 | 0 | 2 | 0 | 0 | 0 | 0 | 0 |
      | A | 2 | 0 | 1 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the move "A1>" is played
    Then the board is:
      | b | 8 | 8 | 7 | 7 | 7 | 7 | 7 | 8 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
      | A | <A1> | <A2> | <A3> | <A4> | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    And South has <store> seeds in store and North has 0
    And South wins by "front-row-empty"

    # Project ruling (Donkers, BGA): the captured seeds are sown, central pit, clockwise
    # kept, left kichwa: A1 0 -> 1, A2 1 -> 2; then the game ends.
    @reading-sow-then-end
    Examples: sow-then-end
      | reading      | A1 | A2 | A3 | A4 | store |
      | sow-then-end | 1  | 2  | 2  | 0  | 0     |

    # The game ends at once; the 2 captured seeds stay in hand (kept in the store).
    @reading-end-in-hand
    Examples: end-in-hand
      | reading     | A1 | A2 | A3 | A4 | store |
      | end-in-hand | 0  | 1  | 2  | 0  | 2     |

    # AbstractPlay: the move is played to its end: A1 1, A2 2; a7 is empty: relay 2 from A2:
    # A3 2 -> 3, A4 0 -> 1 (empty): the move ends, then the game.
    @reading-play-out
    Examples: play-out
      | reading  | A1 | A2 | A3 | A4 | store |
      | play-out | 1  | 0  | 3  | 1  | 0     |
