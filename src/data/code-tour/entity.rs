use sea_orm::entity::prelude::*;

#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "cake")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i32,
    pub name: String,
    pub bakery_id: i32,
    #[sea_orm(belongs_to, from = "bakery_id", to = "id")]
    pub bakery: BelongsTo<super::bakery::Entity>,
    #[sea_orm(has_many, via = "cake_baker")]
    pub bakers: HasMany<super::baker::Entity>,
}

impl ActiveModelBehavior for ActiveModel {}
