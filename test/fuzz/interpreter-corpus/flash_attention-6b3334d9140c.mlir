cuda_tile.module @attention_mod {
  entry @flash_attention(%Q: tile<ptr<f32>>, %K: tile<ptr<f32>>, %V: tile<ptr<f32>>,
                         %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvk = make_tensor_view %K, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvv = make_tensor_view %V, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvo = make_tensor_view %O, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>
    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<16x16xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<16x16xi32>
    %col = iota : tile<16xi32>
    %col2 = reshape %col : tile<16xi32> -> tile<1x16xi32>
    %colb = broadcast %col2 : tile<1x16xi32> -> tile<16x16xi32>
    %neginf = constant <f32: 0xFF800000> : tile<16x16xf32>
    %zs = constant <f32: 0.0> : tile<16x16xf32>
    %m0 = constant <f32: 0xFF800000> : tile<16xf32>
    %l0 = constant <f32: 0.0> : tile<16xf32>
    %acc0 = constant <f32: 0.0> : tile<16x64xf32>
    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<16xf32>, tile<16xf32>, tile<16x64xf32>) {
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
      %kt = permute %k [1, 0] : tile<16x64xf32> -> tile<64x16xf32>
      %qk = mmaf %q, %kt, %zs : tile<16x64xf32>, tile<64x16xf32>, tile<16x16xf32>
      %s = mulf %qk, %scaleb : tile<16x16xf32>
      %j16 = muli %j, %c16 : tile<i32>
      %j1 = reshape %j16 : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<16x16xi32>
      %key = addi %colb, %jb : tile<16x16xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<16x16xi32> -> tile<16x16xi1>
      %sm = select %valid, %s, %neginf : tile<16x16xi1>, tile<16x16xf32>
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<16x16xf32> -> tile<16xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<16xf32>
      %mnew2 = reshape %mnew : tile<16xf32> -> tile<16x1xf32>
      %mnewb = broadcast %mnew2 : tile<16x1xf32> -> tile<16x16xf32>
      %sd = subf %sm, %mnewb : tile<16x16xf32>
      %p = exp %sd : tile<16x16xf32>
      %md = subf %mi, %mnew : tile<16xf32>
      %alpha = exp %md : tile<16xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<16x16xf32> -> tile<16xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<16xf32>
      %alpha2 = reshape %alpha : tile<16xf32> -> tile<16x1xf32>
      %alphab = broadcast %alpha2 : tile<16x1xf32> -> tile<16x64xf32>
      %scaled = mulf %acci, %alphab : tile<16x64xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
      %accnew = mmaf %p, %v, %scaled : tile<16x16xf32>, tile<16x64xf32>, tile<16x64xf32>
      continue %mnew, %lnew, %accnew : tile<16xf32>, tile<16xf32>, tile<16x64xf32>
    }
    %l2 = reshape %l : tile<16xf32> -> tile<16x1xf32>
    %lb = broadcast %l2 : tile<16x1xf32> -> tile<16x64xf32>
    %o = divf %acc, %lb : tile<16x64xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
