cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 has type 'i64' but operand #0 has element type 'i32'}}
    %r = reduce %x dim=0 identities=[0 : i64] : tile<4xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) { yield %a : tile<i32> }
    return
  }
}
