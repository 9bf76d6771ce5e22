// Verifier errors of the core and shape operations (tile-ir-ops.md §3.1).

// The spec's own example with a rank-0 global is invalid: initial values are rank 1.
cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op initial value must have rank 1, got rank 0}}
  global @g <i32: 1> : tile<i32>
}
