Feature: Capture
  @CAP-1 @EN
  Scenario: one
    Given the start position
    Then South is to move
