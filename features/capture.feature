Feature: Capture
  When a sowing captures (CAP): the marker, the duty to capture, the choice between captures,
  chains of captures, the back row, and captures that start in the back row in mtaji.
  Every expected board is derived by hand, seed by seed.

  Rule: CAP-1 a capture needs an own front pit that already held seeds, facing a non-empty pit

    # A1 (2) clockwise ends in A3, which was empty: a6 (3) opposite does not make it a marker.
    # Anticlockwise (B1, B2) ends in the back row. A7 holds one seed (a2 opposite is empty).
    @CAP-1 @SOW-7 @EN @DE @FR @RN
    Scenario: A last seed in an empty pit facing seeds captures nothing
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  1 |  0 |  3 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  0 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A1<*, A1>*"

    @CAP-1 @SOW-7 @EN @DE @FR @RN
    Scenario: The kulala move ends beside the seeds it cannot take
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  1 |  0 |  3 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  0 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A1>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  1 |  0 |  3 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  1 |  0 |  0 |  0 |  1 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has no "capture" event

  Rule: CAP-2 capture is compulsory; CAP-3 the player chooses among captures

    # A1 (2) clockwise: A2, A3; A3 held 1 and faces a6 (2): capture.
    # A6 (3) anticlockwise: A5, A4, A3; the same marker: capture.
    # A1 anticlockwise ends in B2, A6 clockwise in B8: no capture.
    @CAP-2 @CAP-3 @MTAJI-2 @MOVE-1 @EN @DE @FR @WP @RN
    Scenario: Two captures: both are legal and nothing else is
      Given the board:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  1 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A1>, A6<"

    @CAP-2 @EN @DE @FR @WP @RN
    Scenario: A kutakata is illegal while a capture is possible
      Given the board:
        | b |  6 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  1 |  0 |  2 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  1 |  0 |  0 |  3 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "A6>*" is played
      Then the move is illegal: "capture is compulsory"

  Rule: CAP-4 a capture takes the whole facing pit; CAP-6 captured seeds can capture again

    # The store seed makes A2 2, facing a7 (4): capture at the kimbi, left kichwa: A1, A2, A3, A4.
    # A4 held 1 and faces North's house a5 (2): capture (a central pit later in the move: keep clockwise): A1, A2.
    # A2 held 3, a7 is empty: relay 4: A3, A4, A5, A6. A6 was empty: the move ends.
    @CAP-4 @CAP-6 @DIR-1 @DIR-3 @KUEN-2 @EN @DE @FR @WP @RN
    Scenario: Captured seeds land on a marker and capture North's house
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  4 |  0 |  2 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  1 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 27
      When the move "A2" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  2 |  0 |  2 |  3 |  1 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 4 seeds from a7 entered at the left kichwa
      And the trace has a capture of 2 seeds from a5 entered at the left kichwa
      And North's house is "destroyed"
      And South has 27 seeds in store and North has 27

    @CAP-3 @NAMUA-2 @DIR-1 @DIR-2 @EN @DE @FR
    Scenario: Both namua captures are offered
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  4 |  0 |  2 |  0 |  0 |  0 |  0 |
        | A |  0 |  1 |  0 |  1 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 28 seeds in store and North has 27
      Then the legal moves are "A2, A4<, A4>"

    # The store seed makes A3 2, facing a6 (10): from the left kichwa A1..A8 (A3 now 3), B8, B7 (empty).
    @CAP-4 @SOW-1 @SOW-5 @DIR-2 @EN @DE @FR @WP @RN
    Scenario: Ten captured seeds run along the front row and round the corner
      Given the board:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 | 10 |  0 |  0 |  0 |  0 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And South has 26 seeds in store and North has 26
      When the move "A3<" is played
      Then the board is:
        | b |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
        | A |  1 |  1 |  3 |  1 |  1 |  1 |  1 |  1 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  1 |
      And the trace has a capture of 10 seeds from a6 entered at the left kichwa
      And the move sowed 10 seeds

  Rule: CAP-5 a move that does not capture in its first sowing never captures

    # A2 (2) clockwise ends in A4 (a5 empty), whose relay ends in A6 facing a3 (2): that does not count (CAP-8).
    @CAP-5 @CAP-8 @MOVE-1 @EN @DE @FR @WP @RN
    Scenario: A marker reached only by a relay does not make a capture move
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  8 |
        | a |  0 |  0 |  0 |  0 |  0 |  2 |  0 |  1 |
        | A |  0 |  2 |  0 |  1 |  0 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "A2<*, A2>*"

  Rule: CAP-7 a sowing that ends in the back row never captures

    # A8 (2) clockwise: B8, B7. B7 held 1: it is in the back row, so nothing is captured: relay 2: B6, B5 (empty).
    @CAP-7 @BOARD-3 @KUEN-1 @EN @DE @FR
    Scenario: A sowing ending in an occupied back pit relays instead of capturing
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  0 |
      When the move "A8>*" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  1 |  1 |  0 |  1 |
      And the trace has no "capture" event
      And the trace has a "kuendelea" event at B7

    # A8 anticlockwise: A7, A6: A6 was empty. Clockwise: B8, B7 (back row). A3 holds one seed and keeps A8
    # from being the lone kichwa (MTAJI-5).
    @CAP-7 @EN @DE @FR
    Scenario: Only kutakata moves are legal when every first sowing ends in the back row
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  1 |  0 |  0 |  0 |  0 |  0 |  3 |  0 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  2 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  1 |  0 |
      Then the legal moves are "A8<*, A8>*"

  Rule: CAP-8 in mtaji a capture may start in the back row if its first sowing reaches a marker

    # B1 (3) clockwise (leftwards along the back row, so "<"): A1, A2, A3; A3 held 1 and faces a6 (3).
    @CAP-8 @MTAJI-6 @DIR-4 @EN @DE @FR @WP @RN @RN-d23
    Scenario: A back-row pit sows round the corner onto a marker
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  3 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      Then the legal moves are "B1<"

    # B1 (3): A1, A2, A3 captures a6 (3); first mtaji capture at a central pit: keep clockwise, left kichwa: A1, A2, A3.
    # A3 held 2, a6 is empty: relay 3: A4, A5, A6 (empty).
    @CAP-8 @MTAJI-6 @DIR-4 @KUEN-2 @EN @DE @FR @WP @RN
    Scenario: The capture from the back row and its relay
      Given the board:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  3 |  0 |  0 |  0 |  0 |  1 |
        | A |  0 |  0 |  1 |  0 |  0 |  0 |  0 |  0 |
        | B |  3 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      When the move "B1<" is played
      Then the board is:
        | b |  7 |  7 |  7 |  7 |  7 |  7 |  7 |  7 |
        | a |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  1 |
        | A |  2 |  2 |  0 |  1 |  1 |  1 |  0 |  0 |
        | B |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |
      And the trace has a capture of 3 seeds from a6 entered at the left kichwa
