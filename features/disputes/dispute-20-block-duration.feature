Feature: DISPUTE-20: how long a block stands
  The sources block the blocked player's next move (EN:258, FR 5.2); AbstractPlay keeps
  the block until its pit is lifted or captured, BGA for three player changes. A lasting
  block is carried by the position ("blocks"). See RULINGS.md.

  # The board of kutakatia.feature (BLOCK-1): mtaji, South's house destroyed.
  # 1. South: A5 (3) clockwise: A6 1 -> 2, A7 0 -> 1, A8 0 -> 1 (empty). South's only
  #    capture would be A6 clockwise into A8 facing a1 (2); North cannot capture: a1 is
  #    blocked.
  # 2. North: a7 (2) clockwise: a8 0 -> 1, b8 0 -> 1 (empty). North has no capture after
  #    it (a1 reaches a3 or b2): no block on South. North made a kutakata: South must
  #    capture a1 (BLOCK-6).
  # 3. South: A6 (2) clockwise: A7 1 -> 2, A8 1 -> 2, facing a1 (2): capture a1 at the
  #    right kichwa: A8 2 -> 3, A7 2 -> 3 (anticlockwise); A7 held 2 and faces the empty
  #    a2: relay 3 from A7 (A7 3 -> 0): A6 0 -> 1, A5 0 -> 1, A4 0 -> 1 (empty): the move
  #    ends. a1 is captured: no block is left under any reading.
  @dispute-20 @option-blockDuration @BLOCK-1 @BLOCK-4 @BLOCK-6 @EN @DE @FR
  Scenario Outline: DISPUTE-20: a block from the kutakata that set it to its capture
    Given the option "blockDuration" is "<reading>"
    And the board:
      | b |  0 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
      | a |  0 |  2 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  0 |  0 |  0 |  3 |  1 |  0 |  0 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    When the move "A5>*" is played
    Then a1 is blocked
    And <after1>
    When the move "a7>*" is played
    Then the board is:
      | b |  1 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
      | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  2 |
      | A |  0 |  0 |  0 |  0 |  0 |  2 |  1 |  1 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South is to move
    And no pit is blocked
    And the side to move must capture a1
    And <after2>
    When the move "A6>" is played
    Then the board is:
      | b |  1 |  0 |  0 |  0 | 56 |  0 |  0 |  0 |
      | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      | A |  0 |  0 |  0 |  1 |  1 |  1 |  0 |  3 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And no lasting block stands
    And the game goes on

    # The block binds North's next move only; the obligation is South's next move.
    @reading-one-move
    Examples: one-move
      | reading  | after1                  | after2                  |
      | one-move | no lasting block stands | no lasting block stands |

    # AbstractPlay: the block stands on a1 until a1 is lifted or captured; while South
    # moves it stands on the side not to move.
    @reading-until-lifted
    Examples: until-lifted
      | reading      | after1                                       | after2                                       |
      | until-lifted | a lasting block stands on a1 until it is lifted | a lasting block stands on a1 until it is lifted |

    # BGA: three player changes: North's move (2 left), South's move (1 left), then none.
    @reading-player-changes
    Examples: player-changes
      | reading        | after1                                      | after2                                     |
      | player-changes | a lasting block stands on a1 for 2 more moves | a lasting block stands on a1 for 1 more move |
