Feature: DISPUTE-20: how long a block stands
  The sources block the blocked player's next move (EN p.13 §Blocking (l.258), FR 5.2); AbstractPlay keeps
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

  # Under until-lifted every block stands until its pit is lifted or captured, also one a
  # position states without "blocks" (AbstractPlay stores each block it sets). And while a
  # block of the mover's stands on the opponent's pit, his block test (DISPUTE-16) counts
  # only the captures that would take it (BLOCK-6): AbstractPlay's getBlocked lists the
  # blocker's captures with moves(), which keeps only those. Both checked against
  # AbstractPlay's engine (gameslib b8c3115) through harnesses/abstractplay.
  # Mtaji, both houses destroyed; South to move must capture a5 (stated, no "blocks").
  # South has no capture (B1 (5) clockwise ends in A5, facing the empty a4; the front pits
  # hold 1 each), so the obligation does not bind and South plays a kutakata from the
  # back row (no front pit holds 2).
  # B1 clockwise: A1 1 -> 2, A2 0 -> 1, A3 1 -> 2, A4 0 -> 1, A5 1 -> 2: relay 2 from A5:
  # A6 0 -> 1, A7 1 -> 2: relay 2 from A7: A8 0 -> 1, B8 0 -> 1 (empty): the move ends.
  # South's captures now: A1 (2) clockwise ends in A3 (2), facing a6 (1): it takes a6
  # first; the seed enters at A1 (empty) and the move ends. A3 (2) anticlockwise ends in
  # A1 (3), facing a8 (4): it takes a8 first; 4 seeds from A1 clockwise end in A4 (2),
  # facing a5 (2): it takes a5 too. (A1 anticlockwise and A3 clockwise end in the back
  # row and in the empty A5.) First targets a6 and a8: two, so no block under one-move.
  # Under until-lifted South's block on a5 still stands: only A3 anticlockwise takes a5,
  # so a8 alone is threatened: a8 is blocked (4 seeds, but a5 holds 2 too, BLOCK-2), and
  # the new block replaces the one on a5.
  # B1 anticlockwise: B2..B6 get 1 each: South has no capture after it, no new block; the
  # block on a5 still stands under until-lifted.
  @dispute-20 @option-blockDuration @BLOCK-1 @BLOCK-6 @EN @DE @FR
  Scenario Outline: DISPUTE-20: a stated block stands, and shapes the blocker's next block
    Given the rules profile "abstractplay"
    And the option "blockDuration" is "<reading>"
    And the board:
      | b |  0 |  0 |  0 |  0 | 48 |  0 |  0 |  0 |
      | a |  4 |  0 |  1 |  2 |  0 |  0 |  0 |  0 |
      | A |  1 |  0 |  1 |  0 |  1 |  0 |  1 |  0 |
      | B |  5 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    And the side to move must capture a5
    When the JSON move {"pit":"<pit>","dir":"<dir>"} is played
    Then the board is:
      | b |  0 |  0 |  0 |  0 | 48 |  0 |  0 |  0 |
      | a |  4 |  0 |  1 |  2 |  0 |  0 |  0 |  0 |
      | A | <A1> | <A2> | <A3> | <A4> | <A5> | <A6> | <A7> | <A8> |
      | B | <B1> | <B2> | <B3> | <B4> | <B5> | <B6> | <B7> | <B8> |
    And North is to move
    And <blocked>
    And <lasting>

    @reading-one-move
    Examples: one-move
      | reading  | pit | dir | A1 | A2 | A3 | A4 | A5 | A6 | A7 | A8 | B1 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | blocked          | lasting                 |
      | one-move | B1  | cw  | 2  | 1  | 2  | 1  | 0  | 1  | 0  | 1  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 1  | no pit is blocked | no lasting block stands |
      | one-move | B1  | ccw | 1  | 0  | 1  | 0  | 1  | 0  | 1  | 0  | 0  | 1  | 1  | 1  | 1  | 1  | 0  | 0  | no pit is blocked | no lasting block stands |

    @reading-until-lifted
    Examples: until-lifted
      | reading      | pit | dir | A1 | A2 | A3 | A4 | A5 | A6 | A7 | A8 | B1 | B2 | B3 | B4 | B5 | B6 | B7 | B8 | blocked      | lasting                                         |
      | until-lifted | B1  | cw  | 2  | 1  | 2  | 1  | 0  | 1  | 0  | 1  | 0  | 0  | 0  | 0  | 0  | 0  | 0  | 1  | a8 is blocked | a lasting block stands on a8 until it is lifted |
      | until-lifted | B1  | ccw | 1  | 0  | 1  | 0  | 1  | 0  | 1  | 0  | 0  | 1  | 1  | 1  | 1  | 1  | 0  | 0  | a5 is blocked | a lasting block stands on a5 until it is lifted |

  # Under until-lifted BLOCK-2 is tested when a block is set, not while it stands
  # (AbstractPlay's getBlocked; its move() keeps the stored block until lifted or captured).
  # Checked against AbstractPlay's engine (gameslib b8c3115) through harnesses/abstractplay.
  # Mtaji, both houses destroyed; South to move must capture a5 (3), which is now North's
  # only front pit with 2 or more (a1 and a3 hold 1): BLOCK-2 would not let it be blocked.
  # South has no capture (A6 (2) ends in the empty A8 or A4), so he plays a kutakata:
  # A6 anticlockwise: A5 0 -> 1, A4 0 -> 1 (empty): the move ends; South has no capture
  # after it (single seeds only): no new block. Under until-lifted the block on a5 stands
  # and blocks North's next move; under one-move nothing stands.
  @dispute-20 @option-blockDuration @BLOCK-2 @BLOCK-4 @EN @DE @FR
  Scenario Outline: DISPUTE-20: a standing block on a pit BLOCK-2 now exempts
    Given the rules profile "abstractplay"
    And the option "blockDuration" is "<reading>"
    And the board:
      | b |  0 |  0 |  0 |  0 | 57 |  0 |  0 |  0 |
      | a |  0 |  0 |  0 |  3 |  0 |  1 |  0 |  1 |
      | A |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  0 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And South's house is "destroyed"
    And North's house is "destroyed"
    And the side to move must capture a5
    When the JSON move {"pit":"A6","dir":"ccw"} is played
    Then the board is:
      | b |  0 |  0 |  0 |  0 | 57 |  0 |  0 |  0 |
      | a |  0 |  0 |  0 |  3 |  0 |  1 |  0 |  1 |
      | A |  0 |  0 |  0 |  1 |  1 |  0 |  0 |  0 |
      | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
    And North is to move
    And <blocked>
    And <lasting>

    @reading-one-move
    Examples: one-move
      | reading  | blocked           | lasting                 |
      | one-move | no pit is blocked | no lasting block stands |

    @reading-until-lifted
    Examples: until-lifted
      | reading      | blocked       | lasting                                         |
      | until-lifted | a5 is blocked | a lasting block stands on a5 until it is lifted |
