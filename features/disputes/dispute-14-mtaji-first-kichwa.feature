Feature: DISPUTE-14: may the first mtaji capture choose its kichwa?
  Every source that speaks of phase 2 keeps the direction (EN p.12 §Move with capture (l.235), DE p.12 §Spielzug mit Ernte (l.233), FR 3.4.1,
  WP §Mtaji phase ¶2 (l.70)); the free choice is stated only for namua. See RULINGS.md.

  # Mtaji. South: A1 2, A3 2. North: a6 3 (faces A3), a1 2. South's only capture:
  # A1 clockwise: A2 0 -> 1, A3 2 -> 3, facing a6 = 3.
  @dispute-14 @option-mtajiFirstKichwa @DIR-4 @DIR-2 @EN @DE @FR @WP
  Scenario Outline: DISPUTE-14: the first mtaji capture lands on a central pit
    Given the option "mtajiFirstKichwa" is "<reading>"
    And the board:
      | b | 7 | 7 | 7 | 7 | 7 | 7 | 7 | 6 |
      | a | 0 | 0 | 3 | 0 | 0 | 0 | 0 | 2 |
      | A | 2 | 0 | 2 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    When the move "<move>" is played
    Then the board is:
      | b | 7 | 7 | 7 | 7 | 7 | 7 | 7 | 6 |
      | a | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 2 |
      | A | <A1> | <A2> | <A3> | <A4> | <A5> | 1 | 1 | <A8> |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |

    # Direction kept (EN p.12 §Move with capture (l.235), FR 3.4.1, WP §Mtaji phase ¶2 (l.70)): the only move is A1>; left kichwa: A1 0 -> 1,
    # A2 1 -> 2, A3 3 -> 4; a6 is now empty: relay 4 from A3: A4..A7 0 -> 1 (A7 empty).
    @reading-kept
    Examples: kept
      | reading | move | A1 | A2 | A3 | A4 | A5 | A8 |
      | kept    | A1>  | 1  | 2  | 0  | 1  | 1  | 0  |

    # Free choice as in namua: A1>L and A1>R; South enters at the right kichwa: A8, A7,
    # A6 0 -> 1; A6 was empty: the move ends.
    @reading-free
    Examples: free
      | reading | move | A1 | A2 | A3 | A4 | A5 | A8 |
      | free    | A1>R | 0  | 1  | 3  | 0  | 0  | 1  |

  # The same position.
  @dispute-14 @option-mtajiFirstKichwa @DIR-4 @DIR-2
  Scenario Outline: DISPUTE-14: the legal moves of that position
    Given the option "mtajiFirstKichwa" is "<reading>"
    And the board:
      | b | 7 | 7 | 7 | 7 | 7 | 7 | 7 | 6 |
      | a | 0 | 0 | 3 | 0 | 0 | 0 | 0 | 2 |
      | A | 2 | 0 | 2 | 0 | 0 | 0 | 0 | 0 |
      | B | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
    Then the legal moves are "<legal>"

    # One move: the kichwa is forced.
    @reading-kept
    Examples: kept
      | reading | legal |
      | kept    | A1>   |

    # Two moves: the kichwa is chosen.
    @reading-free
    Examples: free
      | reading | legal      |
      | free    | A1>L, A1>R |
