Feature: DISPUTE-31: is kutakatia played at all?
  Every source with a phase 2 blocks (EN pp.13–14 §Blocking (l.246–266), DE pp.13–14 §Blockieren (l.242–258), FR 5, RN §Mtaji Stage: Takasa (l.340)); some engines
  have no blocking at all. See RULINGS.md.

  # The board of kutakatia.feature (BLOCK-1), derived there seed by seed: mtaji, South's
  # house destroyed. A5 (3) clockwise: A6 1 -> 2, A7 0 -> 1, A8 0 -> 1 (empty): a kutakata.
  # Now A6 (2) clockwise would end in A8 (1) facing a1 (2): South's only capture, a1 is
  # not exempt (a7 also holds 2, and a1 is not North's only occupied front pit), and
  # North cannot capture (a1 reaches a3 or b2, a7 reaches b8 or a5, all empty or back
  # row; b4 holds 56, more than 15).
  @dispute-31 @option-kutakatia @BLOCK-1 @BLOCK-4 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-31: a kutakata that threatens one pit
    Given the option "kutakatia" is "<reading>"
    And the board:
      | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
      | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    When the move "A5>*" is played
    Then the board is:
      | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
      | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  0 |  0 |  0 |  0 |  2 |  1 |  1 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And <block>
    And the legal moves are "<legal>"

    # BLOCK-1: a1 is blocked; North may not start a kutakata from it (BLOCK-4).
    @reading-on
    Examples: on
      | reading | block         | legal      |
      | on      | a1 is blocked | a7<*, a7>* |

    # No blocking: nothing is blocked, and North may sow a1 too (2 seeds; not a lone
    # kichwa, since a7 is occupied as well).
    @reading-off
    Examples: off
      | reading | block             | legal                  |
      | off     | no pit is blocked | a1<*, a1>*, a7<*, a7>* |

  # The same position after South's blocking kutakata, given as a position: North to
  # move, a1 blocked. Under "off" a block given in a position binds nothing.
  @dispute-31 @option-kutakatia @BLOCK-4 @EN @DE @FR @RN
  Scenario Outline: DISPUTE-31: a block given in the position
    Given the option "kutakatia" is "<reading>"
    And the board:
      | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
      | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  0 |  0 |  0 |  0 |  2 |  1 |  1 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    And North is to move
    And a1 is blocked
    Then the legal moves are "<legal>"

    @reading-on
    Examples: on
      | reading | legal      |
      | on      | a7<*, a7>* |

    @reading-off
    Examples: off
      | reading | legal                  |
      | off     | a1<*, a1>*, a7<*, a7>* |
