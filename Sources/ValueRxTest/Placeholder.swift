public enum ValueRxTestPlaceholder {}
