Feature: Capture
  @CAP-1 @CAP-2 @CAP-99 @cap-1 @option-nosuch @reading-nosuch
  Scenario: one
    Given the start position
    Then South is to move
