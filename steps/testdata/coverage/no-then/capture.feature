Feature: Capture
  @CAP-1 @CAP-2
  Scenario: one
    Given the start position

  @EN
  Scenario: two
    Given the start position
    Then South is to move
