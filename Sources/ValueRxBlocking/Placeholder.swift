public enum ValueRxBlockingPlaceholder {}
