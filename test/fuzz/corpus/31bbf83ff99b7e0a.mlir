// One case per rule of the integer and bitwise operations; each error names the op and the rule.

// Element types: INT only; i4 exists only for conversions and shape ops.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi4>) {
    // expected-error @below {{'cuda_tile.addi' op operand #0 must be tile of i1, i8, i16, i32 or i64, but got '!cuda_tile.tile<4xi4>'}}
    %0 = addi %a, %a : tile<4xi4>
    return
  }
}
