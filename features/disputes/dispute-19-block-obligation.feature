Feature: DISPUTE-19: the blocker's obligation
  EN p.14 §Blocking (l.262)/DE p.14 §Blockieren (l.254): the blocker must harvest the blocked pit in his next move, not
  necessarily first. See RULINGS.md.

  # Mtaji, South to move; North's blocked a4 survived his kutakata, so South must
  # capture it. South's captures:
  #   A2> (A2 3 clockwise: A3, A4 0 -> 1, A5 1 -> 2, facing a4): a4 first;
  #   B8> (B8 2 counter-clockwise: A8 0 -> 1, A7 1 -> 2, facing a2 = 4: capture; right kichwa:
  #       A8 2, A7 3, A6 1, A5 2 facing a4: capture a4 later in the move);
  #   B1< (B1 2 clockwise: A1 0 -> 1, A2 3 -> 4 facing a7 = 1: capture; left kichwa: A1 2;
  #       relay 2: A2 5, A3 1 (empty): the move ends without touching a4).
  @dispute-19 @option-blockObligation @BLOCK-6 @EN @DE
  Scenario Outline: DISPUTE-19: the blocker must capture a4
    Given the option "blockObligation" is "<reading>"
    And the board:
      | b | 0 | 0 | 0 | 17 | 16 | 16 | 0 | 0 |
      | a | 0 | 1 | 0 | 0 | 1 | 0 | 4 | 0 |
      | A | 0 | 3 | 0 | 0 | 1 | 0 | 1 | 0 |
      | B | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
    And South's house is "destroyed"
    And the side to move must capture a4
    Then the legal moves are "<legal>"

    # EN p.14 §Blocking (l.262)/DE p.14 §Blockieren (l.254): a4 must be captured somewhere in the move: A2> and B8>.
    @reading-anywhere
    Examples: anywhere
      | reading  | legal    |
      | anywhere | A2>, B8> |

    # BGA: a4 must be the first capture: A2> only.
    @reading-first-capture
    Examples: first-capture
      | reading       | legal |
      | first-capture | A2>   |

    # Donkers' engine: no obligation: every capture.
    @reading-none
    Examples: none
      | reading | legal         |
      | none    | A2>, B1<, B8> |
