// Verifier and parser errors of the float element-wise operations and cmpf; each case names
// the operation and the rule it breaks.

// tf32 is only an mmaf input and a conversion type: no arithmetic.
cuda_tile.module @m {
  testing$func @f(%t: tile<8xtf32>) {
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be tile of f16, bf16, f32 or f64, but got '!cuda_tile.tile<8xtf32>'}}
    %0 = addf %t, %t : tile<8xtf32>
    return
  }
}
