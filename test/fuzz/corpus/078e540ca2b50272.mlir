// The signedness keyword is mandatory on maxi, mini, remi, shri, divi, cmpi and mmai.
cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) {
    // expected-error @below {{custom op 'cuda_tile.maxi' expected 'signed' or 'unsigned'}}
    %0 = maxi %a, %a : tile<4xi32>
    return
  }
}
