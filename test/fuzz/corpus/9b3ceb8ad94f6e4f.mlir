// cmpf yields an i1 tile of the operand shape.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.cmpf' op result shape must equal the operand shape: operands are '!cuda_tile.tile<8xf32>', result is '!cuda_tile.tile<4xi1>'}}
    %0 = cmpf equal ordered %x, %y : tile<8xf32> -> tile<4xi1>
    return
  }
}
